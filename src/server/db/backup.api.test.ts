import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '#test-support/admin';
import { guestOrder, orderFor, registerCustomer } from '#test-support/customers';
import { createTestApp, type TestApp } from '#test-support/test-app';
import { createEmptyPostgresDatabase, type TestDatabase } from '#test-support/test-database';
import {
  backupDatabase,
  backupEmbedded,
  removeReplacedCopies,
  restoreDatabase,
  type BackupSource,
  type RestoreTarget,
} from './backup.ts';
import { BackupError, writeBackupFile } from './backup-file.ts';
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
/** The backup key (BACKUP_KEY) these tests sign and check with. */
const key = 'backup-key-for-tests-0123456789abcdef';
const keyed = (replace: boolean) => ({ replace, key });

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
  await backupDatabase(sourceOf(source.database), backupFile, new Date(), { key });
  // Two orders, an email run and a whole-database dump: room on a busy machine.
}, 180_000);
afterAll(async () => source.close());

describe('backup and restore', () => {
  it('restores orders, customers, sessions and the outbox into an empty database', async () => {
    const { target, open } = await emptyTarget();
    const header = await restoreDatabase(target, backupFile, keyed(false));
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
    await expect(restoreDatabase(target, truncated, keyed(false))).rejects.toThrow(
      /truncated.*nothing was restored/,
    );
    // Even told to replace, a bad file changes nothing in a database that holds data.
    await restoreDatabase(target, backupFile, keyed(false));
    await expect(restoreDatabase(target, truncated, keyed(true))).rejects.toThrow(BackupError);
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
    await expect(restoreDatabase(target, damaged, keyed(false))).rejects.toThrow(/checksum/);
    await expect(restoreDatabase(target, other, keyed(false))).rejects.toThrow(
      /not a backup of this shop/,
    );
  });

  it('refuses a non-empty target unless told to replace it', async () => {
    const { target, open } = await emptyTarget();
    await restoreDatabase(target, backupFile, keyed(false));
    await expect(restoreDatabase(target, backupFile, keyed(false))).rejects.toThrow(
      /not empty: add --replace/,
    );
    await restoreDatabase(target, backupFile, keyed(true));
    const replaced = await createTestApp({ config: { rateLimits: false }, database: await open() });
    try {
      expect(JSON.stringify(await answers(replaced))).toBe(JSON.stringify(expected));
    } finally {
      await replaced.close();
    }
  });
});

/** The file's header line and the dump after it. */
function split(file: string): { line: string; payload: Buffer } {
  const bytes = readFileSync(file);
  const end = bytes.indexOf(10);
  return { line: bytes.subarray(0, end).toString(), payload: Buffer.from(bytes.subarray(end + 1)) };
}
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A target holding the backed-up data, and a check that it still answers as it did. */
async function targetWithData() {
  const { target, open } = await emptyTarget();
  await restoreDatabase(target, backupFile, keyed(false));
  const unchanged = async () => {
    const kept = await createTestApp({ config: { rateLimits: false }, database: await open() });
    try {
      expect(JSON.stringify(await answers(kept))).toBe(JSON.stringify(expected));
    } finally {
      await kept.close();
    }
  };
  return { target, unchanged };
}

/** Overwrites the first page's header of `path` inside a tar, as a failing disk might. */
function damagePageInTar(tar: Buffer, path: string): void {
  let at = 0;
  while (at + 512 <= tar.length && tar[at] !== 0) {
    const field = (from: number, length: number) =>
      tar
        .subarray(at + from, at + from + length)
        .toString('latin1')
        .replace(/\0.*$/s, '');
    const prefix = field(257, 5) === 'ustar' ? field(345, 155) : '';
    const name = [prefix, field(0, 100)].filter(Boolean).join('/');
    const size = parseInt(field(124, 12).trim() || '0', 8);
    if (name === path || name.endsWith(`/${path}`)) {
      tar.fill(0xff, at + 512, at + 512 + 24);
      return;
    }
    at += 512 + Math.ceil(size / 512) * 512;
  }
  throw new Error(`${path} is not in the dump`);
}

describe('backups that cannot be forged', () => {
  it('refuses a dump edited and re-hashed, in either format, and changes nothing', async () => {
    const { line, payload } = split(backupFile);
    // The first format's unkeyed header over a dump: anyone can write one.
    const unkeyed = join(workDir, 'forged-v1.backup');
    const v1 = `northfield-pellets-backup v1 kind=${source.database.kind} bytes=${payload.length} sha256=${sha256(payload)} created=2026-01-01T00:00:00.000Z`;
    writeFileSync(unkeyed, Buffer.concat([Buffer.from(`${v1}\n`), payload]));
    // The signed format with its dump edited and its checksum recomputed.
    const edited = Buffer.from(payload);
    edited[edited.length - 10] = (edited[edited.length - 10] ?? 0) ^ 0xff;
    const rehashed = join(workDir, 'forged-v2.backup');
    const v2 = line.replace(/sha256=[0-9a-f]{64}/, `sha256=${sha256(edited)}`);
    writeFileSync(rehashed, Buffer.concat([Buffer.from(`${v2}\n`), edited]));

    const { target, unchanged } = await targetWithData();
    await expect(restoreDatabase(target, unkeyed, keyed(true))).rejects.toThrow(
      /old backup format.*cannot be authenticated.*--accept-unauthenticated/s,
    );
    await expect(restoreDatabase(target, rehashed, keyed(true))).rejects.toThrow(
      /cannot be authenticated with this shop's backup key.*nothing was restored/,
    );
    await unchanged();
    // Asked for explicitly, an old-format file is restored (this one holds the real dump).
    const { target: fresh, open } = await emptyTarget();
    const old = await restoreDatabase(fresh, unkeyed, {
      ...keyed(false),
      acceptUnauthenticated: true,
    });
    expect(old.authenticated).toBe(false);
    await (await open()).close();
  });

  it('refuses a backup made with another key, or with no key to check it', async () => {
    const other = join(workDir, 'other-key.backup');
    await backupDatabase(sourceOf(source.database), other, new Date(), {
      key: 'another-shops-backup-key-0123456789abcdef',
    });
    const { target, open } = await emptyTarget();
    await expect(restoreDatabase(target, other, keyed(false))).rejects.toThrow(
      /cannot be authenticated.*another BACKUP_KEY/,
    );
    await expect(restoreDatabase(target, other, { replace: false, key: null })).rejects.toThrow(
      /No backup key to check/,
    );
    // Still empty: the real backup goes in without --replace.
    await restoreDatabase(target, backupFile, keyed(false));
    await (await open()).close();
  });

  it('encrypts a backup with a passphrase and restores it only with that passphrase', async () => {
    const passphrase = 'a passphrase for copies that leave the server';
    const encrypted = join(workDir, 'encrypted.backup');
    const header = await backupDatabase(sourceOf(source.database), encrypted, new Date(), {
      key,
      passphrase,
    });
    expect(header.encrypted).toBe(true);
    const { line, payload } = split(encrypted);
    expect(line).toMatch(/cipher=aes-256-gcm salt=\S+ iv=\S+ tag=\S+ mac=/);
    // Neither gzip's nor pg_dump's signature: the dump is not stored in the clear.
    expect(payload.subarray(0, 2)).not.toEqual(Buffer.from([0x1f, 0x8b]));
    expect(payload.subarray(0, 5).toString('latin1')).not.toBe('PGDMP');

    const { target, open } = await emptyTarget();
    await expect(restoreDatabase(target, encrypted, keyed(false))).rejects.toThrow(
      /is encrypted: set BACKUP_PASSPHRASE/,
    );
    await expect(
      restoreDatabase(target, encrypted, {
        ...keyed(false),
        passphrase: 'not the right passphrase',
      }),
    ).rejects.toThrow(/cannot be decrypted.*nothing was restored/);
    await restoreDatabase(target, encrypted, { ...keyed(false), passphrase });
    const restored = await createTestApp({ config: { rateLimits: false }, database: await open() });
    try {
      expect(JSON.stringify(await answers(restored))).toBe(JSON.stringify(expected));
    } finally {
      await restored.close();
    }
  });
});

describe.skipIf(serverUrl)('restoring the embedded database', () => {
  it('keeps the old database when the restored copy has a damaged page, even in a signed file', async () => {
    const result = await source.database.db.execute(
      sql`select pg_relation_filepath('orders') as path`,
    );
    const path = (result as { rows: { path: string }[] }).rows[0]?.path ?? '';
    const dumpDataDir = source.database.dumpDataDir;
    if (!dumpDataDir) throw new Error('PGlite without dumpDataDir');
    const tar = gunzipSync(Buffer.from(await (await dumpDataDir()).arrayBuffer()));
    damagePageInTar(tar, path);
    const dump = join(workDir, 'damaged-dump');
    writeFileSync(dump, gzipSync(tar));
    // Signed with the right key: a source database that was already damaged when backed up.
    const damaged = join(workDir, 'damaged-page.backup');
    await writeBackupFile(damaged, 'pglite', dump, new Date(), { key });

    const { target, unchanged } = await targetWithData();
    await expect(restoreDatabase(target, damaged, keyed(true))).rejects.toThrow(
      /does not hold a working database.*nothing was restored/,
    );
    if (target.kind !== 'pglite') throw new Error('embedded only');
    // No half-built or replaced folder is left beside it.
    expect(readdirSync(dirname(target.directory))).toEqual([basename(target.directory)]);
    await unchanged();
  });

  it('keeps the replaced database beside the restored one until it is removed', async () => {
    const { target } = await emptyTarget();
    if (target.kind !== 'pglite') throw new Error('embedded only');
    const first = await restoreDatabase(target, backupFile, keyed(false));
    expect(first.previous).toBeNull();
    const { previous } = await restoreDatabase(target, backupFile, keyed(true));
    expect(previous).toMatch(/\/db\.replaced-\d{8}T\d{6}Z-[0-9a-f]{4}$/);
    expect(readdirSync(previous ?? '').length).toBeGreaterThan(0);
    expect(await removeReplacedCopies(target.directory)).toEqual([previous]);
    expect(existsSync(previous ?? '')).toBe(false);
    expect(existsSync(target.directory)).toBe(true);
  });

  it('holds the embedded database lock while backing up and restoring', async () => {
    const { target } = await emptyTarget();
    if (target.kind !== 'pglite') throw new Error('embedded only');
    const lockFile = `${target.directory}.lock`;
    /** Whether this process's mark was on the database at some point while `work` ran. */
    const markedDuring = async (work: Promise<unknown>) => {
      let seen = false;
      const watch = setInterval(() => {
        try {
          seen ||= readFileSync(lockFile, 'utf8').trim() === String(process.pid);
        } catch {
          // Not there (yet, or any more).
        }
      }, 1);
      try {
        await work;
      } finally {
        clearInterval(watch);
      }
      return seen;
    };
    expect(await markedDuring(restoreDatabase(target, backupFile, keyed(false)))).toBe(true);
    expect(existsSync(lockFile)).toBe(false);
    const file = join(workDir, 'locked.backup');
    expect(await markedDuring(backupEmbedded(target.directory, file, new Date(), { key }))).toBe(
      true,
    );
    expect(existsSync(lockFile)).toBe(false);
    expect(existsSync(file)).toBe(true);
  });
});
