// The back-office benchmarks' shop: a fresh embedded database seeded for the measurement,
// served over real HTTP with a signed-in back office.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '#server/app';
import { openDatabase, type Database } from '#server/db/client';
import { seedOnFirstStart } from '#server/seed/seed';
import { createMailer } from '#server/features/mail/mailer';
import { hashPassword } from '#server/security/password';
import { seedBulkOrders } from './bulk-orders.ts';

const PASSWORD = 'benchmark admin password';
const YEAR_MS = 365 * 86_400_000;

/** A shop under benchmark: its address, a signed-in back office and its database. */
export interface BenchShop {
  base: string;
  cookie: string;
  db: Database;
  /** How long `seed` took. */
  seedSeconds: number;
}

/**
 * A shop on a fresh embedded database that `seed` fills (after migrations and the shop's own
 * seed), served over real HTTP with a signed-in back office, for `measure`; removed afterwards.
 */
export async function withAdminBenchShop<T>(
  seed: (db: Database) => Promise<void>,
  measure: (shop: BenchShop) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pellets-admin-bench-'));
  const database = openDatabase({ kind: 'pglite', directory: join(dataDir, 'db') });
  try {
    await database.migrate();
    await seedOnFirstStart(database.db, {
      customerServiceEmail: 'a@b.test',
      newOrdersEmail: 'c@d.test',
    });
    const seedStarted = performance.now();
    await seed(database.db);
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
        secretsKey: 'benchmark-secrets-key-of-at-least-32-characters',
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
      // The answer also clears the half-way cookie of two-factor sign-in: take the session's.
      const cookie =
        signIn.headers
          .getSetCookie()
          .map((header) => header.split(';')[0] ?? '')
          .find((pair) => /^admin_sid=./.test(pair)) ?? '';
      if (!signIn.ok || !cookie) throw new Error('admin sign-in failed');
      return await measure({ base, cookie, db: database.db, seedSeconds });
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A shop holding `orders` bulk orders over the last year: the dashboard and export benches. */
export function withBulkOrderShop<T>(
  orders: number,
  measure: (shop: BenchShop) => Promise<T>,
): Promise<T> {
  const now = new Date();
  return withAdminBenchShop(
    (db) => seedBulkOrders(db, { count: orders, from: new Date(now.getTime() - YEAR_MS), to: now }),
    measure,
  );
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

export const roundMs = (ms: number) => Math.round(ms * 10) / 10;

/**
 * Times `urls` one request at a time, as the signed-in back office: p50, p95 and the slowest.
 * BENCH_VERBOSE=1 also names the slowest requests, to see which cost the most.
 */
export async function measureSequential(base: string, cookie: string, urls: string[]) {
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
    p50Ms: roundMs(percentile(times, 50)),
    p95Ms: roundMs(percentile(times, 95)),
    maxMs: roundMs(times.at(-1) ?? NaN),
    ...(process.env.BENCH_VERBOSE
      ? {
          slowest: timed
            .sort((a, b) => b.ms - a.ms)
            .slice(0, 15)
            .map((t) => `${roundMs(t.ms)} ms ${t.url}`),
        }
      : {}),
  };
}
