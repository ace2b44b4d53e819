// A shop on a fresh embedded database holding `orders` bulk orders over the last year, served
// over real HTTP with a signed-in back office: what the dashboard and export benchmarks measure.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '#server/app';
import { openDatabase } from '#server/db/client';
import { seedOnFirstStart } from '#server/db/seed';
import { createMailer } from '#server/features/mail/mailer';
import { hashPassword } from '#server/security/password';
import { seedBulkOrders } from './bulk-orders.ts';

const PASSWORD = 'benchmark admin password';
const YEAR_MS = 365 * 86_400_000;

export async function withBulkOrderShop<T>(
  orders: number,
  measure: (shop: { base: string; cookie: string; seedSeconds: number }) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pellets-bulk-bench-'));
  const database = openDatabase({ kind: 'pglite', directory: join(dataDir, 'db') });
  try {
    await database.migrate();
    await seedOnFirstStart(database.db, {
      customerServiceEmail: 'a@b.test',
      newOrdersEmail: 'c@d.test',
    });
    const now = new Date();
    const seedStarted = performance.now();
    await seedBulkOrders(database.db, {
      count: orders,
      from: new Date(now.getTime() - YEAR_MS),
      to: now,
    });
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
      return await measure({ base, cookie, seedSeconds });
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

export const roundMs = (ms: number) => Math.round(ms * 10) / 10;
