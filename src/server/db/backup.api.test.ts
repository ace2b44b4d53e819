import { mkdtempSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '#test-support/admin';
import { guestOrder, orderFor, registerCustomer } from '#test-support/customers';
import { createTestApp, type TestApp } from '#test-support/test-app';
import { createEmptyPostgresDatabase, type TestDatabase } from '#test-support/test-database';
import {
  backupDatabase,
  restoreDatabase,
  type BackupSource,
  type RestoreTarget,
} from './backup.ts';
import { BackupError } from './backup-file.ts';
import { openDatabase } from './client.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const workDir = mkdtempSync(join(tmpdir(), 'pellets-backup-test-'));

/** An empty place to restore into, on the same kind of database as the tests run on. */
async function emptyTarget(): Promise<{
  target: RestoreTarget;
  open: () => Promise<TestDatabase>;
}> {
  if (serverUrl) {
    const empty = await createEmptyPostgresDatabase(serverUrl);
    const open = async () => {
      const handle = openDatabase({ kind: 'postgres', url: empty.url, poolSize: 2 });
      return { ...handle, url: empty.url, close: async () => (await handle.close(), empty.drop()) };
    };
    return { target: { kind: 'postgres', url: empty.url }, open };
  }
  const directory = join(mkdtempSync(join(workDir, 'target-')), 'db');
  const open = async () => ({ ...openDatabase({ kind: 'pglite', directory }), url: null });
  return { target: { kind: 'pglite', directory }, open };
}

function sourceOf(database: TestDatabase): BackupSource {
  if (database.url) return { kind: 'postgres', url: database.url };
  if (!database.dumpDataDir) throw new Error('PGlite without dumpDataDir');
  return { kind: 'pglite', dumpDataDir: database.dumpDataDir };
}

let source: TestApp;
let customerCookie: string;
let adminCookie: string;
let orderId: number;
let guestOrderId: number;
/** The source's answers when it was backed up. */
let expected: Record<string, unknown>;
const backupFile = join(workDir, 'shop.backup');

/** What the shop answers about its customers, orders, sessions and the outbox. */
async function answers(t: TestApp): Promise<Record<string, unknown>> {
  const get = async (url: string, cookie: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(response.statusCode, url).toBe(200);
    return response.json<unknown>();
  };
  return {
    me: await get('/api/customers/me', customerCookie),
    myOrders: await get('/api/customers/orders', customerCookie),
    orders: await get('/api/orders', adminCookie),
    customers: await get('/api/customers', adminCookie),
    // The order's history reads its emails out of the outbox.
    events: [
      ...((await get(`/api/orders/${orderId}/events`, adminCookie)) as unknown[]),
      ...((await get(`/api/orders/${guestOrderId}/events`, adminCookie)) as unknown[]),
    ],
  };
}

beforeAll(async () => {
  source = await createTestApp({ config: { rateLimits: false } });
  const customer = await registerCustomer(source.app);
  customerCookie = customer.cookie;
  adminCookie = await signInAdmin(source.app);
  const mine = await source.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: customerCookie },
    payload: orderFor(customer),
  });
  orderId = mine.json<{ id: number }>().id;
  // The first order's emails sent, the second's left pending: both states must survive.
  await source.mailWorker.runOnce();
  await source.mailWorker.stop();
  const guests = await source.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: guestOrder(),
  });
  guestOrderId = guests.json<{ id: number }>().id;
  expected = await answers(source);
  await backupDatabase(sourceOf(source.database), backupFile, new Date());
});
afterAll(async () => source.close());

describe('backup and restore', () => {
  it('restores orders, customers, sessions and the outbox into an empty database', async () => {
    const { target, open } = await emptyTarget();
    const header = await restoreDatabase(target, backupFile, { replace: false });
    expect(header.kind).toBe(source.database.kind);
    const restored = await createTestApp({ config: { rateLimits: false }, database: await open() });
    try {
      // The comparison covers real data: both orders, the customer and sent and queued emails.
      expect(expected.orders).toMatchObject({ total: 2 });
      const eventTypes = (expected.events as { type: string }[]).map((e) => e.type);
      expect(eventTypes).toEqual(expect.arrayContaining(['email_sent', 'email_queued']));
      expect(JSON.stringify(await answers(restored))).toBe(JSON.stringify(expected));
      // New rows continue the restored sequences rather than colliding with restored ids.
      const next = await restored.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: guestOrder(),
      });
      expect(next.statusCode).toBe(201);
      expect(next.json<{ id: number }>().id).toBeGreaterThan(guestOrderId);
    } finally {
      await restored.close();
    }
  });

  it('refuses a truncated file and leaves the target as it was', async () => {
    const truncated = join(workDir, 'truncated.backup');
    writeFileSync(truncated, readFileSync(backupFile));
    truncateSync(truncated, readFileSync(backupFile).length - 1000);
    const { target, open } = await emptyTarget();
    await expect(restoreDatabase(target, truncated, { replace: false })).rejects.toThrow(
      /truncated.*nothing was restored/,
    );
    // Even told to replace, a bad file changes nothing in a database that holds data.
    await restoreDatabase(target, backupFile, { replace: false });
    await expect(restoreDatabase(target, truncated, { replace: true })).rejects.toThrow(
      BackupError,
    );
    const kept = await createTestApp({ config: { rateLimits: false }, database: await open() });
    try {
      expect(JSON.stringify(await answers(kept))).toBe(JSON.stringify(expected));
    } finally {
      await kept.close();
    }
  });

  it('refuses a damaged file or one that is not a backup', async () => {
    const damaged = join(workDir, 'damaged.backup');
    const bytes = readFileSync(backupFile);
    bytes[bytes.length - 10] = (bytes[bytes.length - 10] ?? 0) ^ 0xff;
    writeFileSync(damaged, bytes);
    const other = join(workDir, 'other.backup');
    writeFileSync(other, 'PGDMP and then some');
    const { target } = await emptyTarget();
    await expect(restoreDatabase(target, damaged, { replace: false })).rejects.toThrow(/checksum/);
    await expect(restoreDatabase(target, other, { replace: false })).rejects.toThrow(
      /not a backup of this shop/,
    );
  });

  it('refuses a non-empty target unless told to replace it', async () => {
    const { target, open } = await emptyTarget();
    await restoreDatabase(target, backupFile, { replace: false });
    await expect(restoreDatabase(target, backupFile, { replace: false })).rejects.toThrow(
      /not empty: add --replace/,
    );
    await restoreDatabase(target, backupFile, { replace: true });
    const replaced = await createTestApp({ config: { rateLimits: false }, database: await open() });
    try {
      expect(JSON.stringify(await answers(replaced))).toBe(JSON.stringify(expected));
    } finally {
      await replaced.close();
    }
  });
});
