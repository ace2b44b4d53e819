// GET /api/orders and GET /api/customers with 100,000 orders and 20,000 customers on the
// embedded database (PGlite): p50/p95 over a few hundred admin searches and pages, one request
// at a time over real HTTP. Target: p95 < 50 ms for each list.
// Run: node --import tsx scripts/bench/admin-lists.ts
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '#server/app';
import { openDatabase } from '#server/db/client';
import { seedOnFirstStart } from '#server/db/seed';
import { createMailer } from '#server/features/mail/mailer';
import { hashPassword } from '#server/security/password';
import { searchTerms, seedCustomers, seedOrders } from './admin-seed.ts';

const CUSTOMERS = 20_000;
const ORDERS = 100_000;
const REQUESTS_PER_LIST = 300;
const TARGET_P95_MS = 50;
const PASSWORD = 'benchmark admin password';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const PAGE_SIZES = [10, 10, 25, 5, 50];

/**
 * A mix like real use: mostly searches on the first pages; one request in six browses without
 * a search, one in twenty jumps to a deep page (up to offset 5,000).
 */
function listUrls(path: string, count: number, extra: (i: number) => string): string[] {
  const terms = searchTerms();
  return Array.from({ length: count }, (_, i) => {
    const search = i % 6 === 5 ? '' : (terms[i % terms.length] ?? '');
    const page = i % 20 === 7 ? 20 + ((i * 37) % 180) : 1 + (i % 3);
    const pageSize = PAGE_SIZES[i % PAGE_SIZES.length] ?? 10;
    const query = new URLSearchParams({ search, page: String(page), pageSize: String(pageSize) });
    return `${path}?${query.toString()}${extra(i)}`;
  });
}

const round = (ms: number) => Math.round(ms * 10) / 10;

async function measure(base: string, cookie: string, urls: string[]) {
  const timed: { ms: number; url: string }[] = [];
  let failures = 0;
  for (const url of urls) {
    const started = performance.now();
    const response = await fetch(base + url, { headers: { cookie } });
    await response.text();
    timed.push({ ms: performance.now() - started, url });
    if (!response.ok) failures += 1;
  }
  const times = timed.map((t) => t.ms).sort((a, b) => a - b);
  return {
    requests: times.length,
    failures,
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    maxMs: round(times.at(-1) ?? NaN),
    // BENCH_VERBOSE=1 names the slowest requests, to see which searches cost the most.
    ...(process.env.BENCH_VERBOSE
      ? {
          slowest: timed
            .sort((a, b) => b.ms - a.ms)
            .slice(0, 12)
            .map((t) => `${round(t.ms)} ms ${t.url}`),
        }
      : {}),
  };
}

export async function benchAdminLists() {
  const dataDir = mkdtempSync(join(tmpdir(), 'pellets-admin-bench-'));
  const database = openDatabase({ kind: 'pglite', directory: join(dataDir, 'db') });
  try {
    await database.migrate();
    await seedOnFirstStart(database.db, {
      customerServiceEmail: 'a@b.test',
      newOrdersEmail: 'c@d.test',
    });
    const now = new Date();
    const seedStarted = performance.now();
    const accounts = await seedCustomers(database.db, CUSTOMERS, now);
    await seedOrders(database.db, ORDERS, accounts, now);
    const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
    await database.maintain(); // as the shop does 10 minutes after start, then every 6 hours

    const { http: app } = await buildApp({
      mailer: createMailer({ outboxDir: join(dataDir, 'outbox'), from: 'Bench <b@b.test>' }),
      mailPollMs: null,
      database,
      config: {
        publicUrl: 'http://127.0.0.1',
        production: false,
        rateLimits: false,
        sessionSecret: 'benchmark-session-secret-of-at-least-32-chars',
        clientDir: null,
        adminPath: 'benchmark-admin-path-0123',
        adminPasswordHash: await hashPassword(PASSWORD),
        paymentProvider: 'sandbox',
        wonderfulApiUrl: 'http://127.0.0.1:9',
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const signIn = await fetch(`${base}/api/admin/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: PASSWORD }),
      });
      const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      if (!signIn.ok || !cookie.startsWith('admin_sid=')) throw new Error('admin sign-in failed');

      const orderUrls = listUrls('/api/orders', REQUESTS_PER_LIST, () => '');
      const sorts = ['last_name_asc', 'first_name_asc', 'created_desc', 'last_name_desc'];
      const customerUrls = listUrls(
        '/api/customers',
        REQUESTS_PER_LIST,
        (i) => `&sort=${sorts[i % 4]}`,
      );
      // Warm up (JIT, caches) before measuring.
      await measure(base, cookie, [...orderUrls.slice(0, 40), ...customerUrls.slice(0, 40)]);
      const ordersResult = await measure(base, cookie, orderUrls);
      const customersResult = await measure(base, cookie, customerUrls);
      return {
        benchmark: `Admin lists on PGlite: ${ORDERS} orders, ${CUSTOMERS} customers (sequential requests, search + page)`,
        seedSeconds,
        'GET /api/orders': ordersResult,
        'GET /api/customers': customersResult,
        target: `p95 < ${TARGET_P95_MS} ms for each list`,
        met: ordersResult.p95Ms < TARGET_P95_MS && customersResult.p95Ms < TARGET_P95_MS,
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchAdminLists(), null, 2));
}
