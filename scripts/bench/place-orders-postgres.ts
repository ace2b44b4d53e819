// POST /api/orders on PostgreSQL: 20 connections for 10 s, first straight to one app process,
// then through Caddy (deploy/Caddyfile.drill) across two. Each run has its own fresh database,
// and afterwards waits for the outbox to be delivered (.eml files) and checks every order is
// there once with its two emails. Target: one process at least as fast as pgbench running the
// same SQL (place-order.pgbench.sql) in the same run.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import { openDatabase } from '#server/db/client';
import { startProxy } from '../drill/proxy.ts';
import { checkOrders, ordersComplete, waitForOutboxDrain } from './order-check.ts';
import { LOAD, loadFigures, placeOrdersFor } from './place-orders.ts';
import { createScratchDatabase } from './scratch-postgres.ts';
import { startShopProcess, type ShopProcess } from './shop-server.ts';

const SHOP_ENV = { RATE_LIMITS: 'off', LOG_LEVEL: 'warn', TRUST_PROXY: '127.0.0.1' };
const PORTS = { single: 5810, pair: [5811, 5812], proxy: 5851 } as const;
// The outbox worker delivers at most 200 emails per 2 s poll per process, after the load.
const DRAIN_TIMEOUT_MS = 120_000;

async function runOnPostgres(
  instances: number[],
  load: (shops: ShopProcess[], workDir: string) => Promise<autocannon.Result>,
) {
  const database = await createScratchDatabase('pellets_bench');
  const workDir = mkdtempSync(join(tmpdir(), 'pellets-bench-pg-'));
  const shops: ShopProcess[] = [];
  try {
    // One after the other: the first applies the migrations and seeds.
    for (const port of instances) {
      shops.push(
        await startShopProcess({
          port,
          databaseUrl: database.url,
          dataDir: workDir,
          env: SHOP_ENV,
        }),
      );
    }
    const cpuBefore = shops.map((s) => s.cpuMs() ?? 0);
    const result = await load(shops, workDir);
    const cpuMs = shops.reduce((sum, s, i) => sum + (s.cpuMs() ?? 0) - (cpuBefore[i] ?? 0), 0);
    const handle = openDatabase({ kind: 'postgres', url: database.url, poolSize: 1 });
    const drainMs = await waitForOutboxDrain(handle.db, DRAIN_TIMEOUT_MS);
    const check = await checkOrders(handle.db);
    await handle.close();
    const figures = loadFigures(result);
    return {
      ...figures,
      serverCpuMsPerOrder: +(cpuMs / Math.max(1, figures.accepted)).toFixed(2),
      outboxDrainedAfterMs: drainMs,
      ...check,
      complete: drainMs !== null && ordersComplete(check, figures.accepted),
    };
  } finally {
    await Promise.all(shops.map((s) => s.stop()));
    await database.drop();
  }
}

/**
 * The database's own figure for the same work: pgbench running one checkout's SQL
 * (place-order.pgbench.sql) as one transaction per order, 20 clients for 10 s, on a fresh
 * database the shop has migrated and seeded.
 */
async function pgbenchReference(): Promise<number> {
  const database = await createScratchDatabase('pellets_pgbench');
  try {
    const shop = await startShopProcess({
      port: PORTS.single,
      databaseUrl: database.url,
      dataDir: mkdtempSync(join(tmpdir(), 'pellets-pgbench-')),
      env: SHOP_ENV,
    });
    await shop.stop();
    const output = execFileSync(
      'pgbench',
      ['-n', '-c', String(LOAD.connections), '-j', '2', '-T', String(LOAD.durationS)]
        .concat(['-f', new URL('./place-order.pgbench.sql', import.meta.url).pathname])
        .concat([database.url]),
      { encoding: 'utf8' },
    );
    const tps = /tps = ([\d.]+)/.exec(output)?.[1];
    if (!tps) throw new Error(`pgbench printed no tps:\n${output}`);
    return Math.round(Number(tps));
  } finally {
    await database.drop();
  }
}

export async function benchPlaceOrdersPostgres() {
  const single = await runOnPostgres([PORTS.single], ([shop]) => placeOrdersFor(shop!.url));
  const pgbenchOrdersPerSecond = await pgbenchReference();
  const proxied = await runOnPostgres([...PORTS.pair], async (shops, workDir) => {
    const proxy = await startProxy({
      port: PORTS.proxy,
      upstreams: shops.map((s) => new URL(s.url).host),
      workDir,
    });
    try {
      return await placeOrdersFor(proxy.url);
    } finally {
      await proxy.stop();
    }
  });
  return [
    {
      benchmark: 'POST /api/orders on PostgreSQL, one process (20 connections, 10 s)',
      ...single,
      pgbenchOrdersPerSecond,
      ratioToPgbench: +(single.ordersPerSecond / Math.max(1, pgbenchOrdersPerSecond)).toFixed(2),
      target: 'at least pgbench running the same SQL; every order once with its 2 emails delivered',
      met: single.ordersPerSecond >= pgbenchOrdersPerSecond && single.complete,
    },
    {
      benchmark:
        'POST /api/orders on PostgreSQL through Caddy, two processes (20 connections, 10 s)',
      ...proxied,
      target: 'every order once with its 2 emails delivered (figure reported)',
      met: proxied.complete,
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchPlaceOrdersPostgres(), null, 2));
}
