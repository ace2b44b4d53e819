// POST /api/orders sustained: 20 concurrent clients for 10 s against one server on the embedded
// database, each request a new checkout (its own Idempotency-Key). Afterwards the database is
// opened to check every accepted order and its two outbox emails are there, and none twice.
// Target: >= 300 orders/s.
import { join } from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '#server/db/client';
import { checkOrders, ordersComplete } from './order-check.ts';
import { startShop } from './shop-server.ts';

export const ORDER = {
  firstName: 'Bench',
  lastName: 'Customer',
  email: 'bench@example.com',
  phone: '01632 960123',
  addressLine1: '12 Station Road',
  city: 'Scunthorpe',
  postcode: 'DN15 8QA',
  region: 'Doncaster',
  quantity: 2,
  unitPrice: '289.00',
  totalPrice: '606.90',
};

export const LOAD = { connections: 20, durationS: 10 };

/** 20 connections for 10 s, each request a new checkout with its own Idempotency-Key. */
export async function placeOrdersFor(baseUrl: string): Promise<autocannon.Result> {
  let counter = 0;
  return autocannon({
    url: `${baseUrl}/api/orders`,
    method: 'POST',
    connections: LOAD.connections,
    duration: LOAD.durationS,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ORDER),
    requests: [
      {
        // Each checkout its own customer: a shared mailbox would meet the per-mailbox limit
        // on confirmations (decision 023), and its orders would rightly get one email, not two.
        setupRequest: (request) => {
          counter += 1;
          return {
            ...request,
            headers: {
              ...request.headers,
              'idempotency-key': `bench-${process.pid}-${Date.now()}-${counter}`,
            },
            body: JSON.stringify({
              ...ORDER,
              email: `bench-${process.pid}-${counter}@example.com`,
            }),
          };
        },
      },
    ],
  });
}

export function loadFigures(result: autocannon.Result) {
  return {
    ordersPerSecond: Math.round(result['2xx'] / LOAD.durationS),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    accepted: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export async function benchPlaceOrders() {
  // Rate limits are per client IP; one load generator on loopback would only measure 429s.
  // SMTP is unset, so the outbox worker writes .eml files, as a fresh install does.
  const shop = await startShop(5095, { RATE_LIMITS: 'off', LOG_LEVEL: 'warn' });
  let result: autocannon.Result;
  let serverCpuMs: number | null = null;
  try {
    const cpuBefore = shop.cpuMs();
    result = await placeOrdersFor(shop.url);
    const cpuAfter = shop.cpuMs();
    if (cpuBefore !== null && cpuAfter !== null) serverCpuMs = cpuAfter - cpuBefore;
  } finally {
    await shop.stop();
  }
  const database = openDatabase({ kind: 'pglite', directory: join(shop.dataDir, 'db') });
  const check = await checkOrders(database.db);
  await database.close();
  const figures = loadFigures(result);
  return {
    benchmark: 'POST /api/orders (20 connections, 10 s, embedded database)',
    ...figures,
    // One core can place at most 1000 / this many orders a second.
    serverCpuMsPerOrder: serverCpuMs === null ? null : +(serverCpuMs / figures.accepted).toFixed(2),
    ordersInDatabase: check.ordersInDatabase,
    outboxRowsForOrders: check.outboxRowsForOrders,
    duplicateEmails: check.duplicateEmails,
    target: '>= 300 orders/s; every order with its 2 emails, none duplicated',
    met: figures.ordersPerSecond >= 300 && ordersComplete(check, figures.accepted),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchPlaceOrders(), null, 2));
}
