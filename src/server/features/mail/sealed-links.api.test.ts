import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTopUpOffer } from '#shared/api/top-up-offers-admin';
import { backupDatabase, type BackupSource } from '#server/db/backup';
import { readBackupFile } from '#server/db/backup-file';
import { orders } from '#server/features/orders/orders.tables';
import { signInAdmin } from '#test-support/admin';
import { guestOrder, orderFor, registerCustomer } from '#test-support/customers';
import { addDoncasterSaturdayRound } from '#test-support/delivery-rounds';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#test-support/test-app';
import type { TestDatabase } from '#test-support/test-database';
import { startTestSmtpServer, type TestSmtpServer } from '#test-support/test-smtp-server';
import { createMailer } from './mailer.ts';

// A backup is a copy of the database's files: rows as they once were, not only as they are.
// Every link an email carried must be absent from it, before and after the email went.

const workDir = mkdtempSync(join(tmpdir(), 'pellets-sealed-links-'));
const BACKUP_KEY = 'backup-key-for-tests-0123456789abcdef';
let smtp: TestSmtpServer;
let t: TestApp;
let now = new Date('2026-10-01T10:00:00Z');

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({
    config: { rateLimits: false },
    now: () => now,
    mailer: createMailer({ smtpUrl: smtp.url, outboxDir: '/nonexistent', from: 'shop@shop.test' }),
  });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

/** Every link of the shop's in the emails the SMTP server received, by kind of page. */
function deliveredLinks(): Map<string, string> {
  const links = new Map<string, string>();
  const escaped = TEST_PUBLIC_URL.replace(/[.]/g, '\\.');
  for (const mail of smtp.received) {
    for (const [url] of (mail.text ?? '').matchAll(new RegExp(`${escaped}/\\S+`, 'g'))) {
      const kind = new URL(url).pathname.split('/')[1] ?? '';
      links.set(kind, url);
    }
  }
  return links;
}

/** The credential in a link: its longest run of base64url characters, if it has one. */
const tokenOf = (url: string): string | undefined =>
  [...url.matchAll(/[A-Za-z0-9_-]{20,}/g)]
    .map(([run]) => run)
    .sort((a, b) => b.length - a.length)[0];

async function sendAll(): Promise<void> {
  for (let i = 0; i < 20; i += 1) {
    const { sent, retried, failed } = await t.mailWorker.runOnce();
    expect(retried + failed).toBe(0);
    if (sent === 0) return;
  }
}

function sourceOf(database: TestDatabase): BackupSource {
  if (database.url) return { kind: 'postgres', url: database.url };
  if (!database.dumpDataDir) throw new Error('PGlite without dumpDataDir');
  return { kind: 'pglite', dumpDataDir: database.dumpDataDir };
}

/** What `npm run backup` writes, unpacked to the bytes an attacker with the file would read. */
async function backupBytes(): Promise<Buffer> {
  const file = join(workDir, 'shop.backup');
  const dump = join(workDir, 'dump');
  const secrets = { key: BACKUP_KEY };
  await backupDatabase(sourceOf(t.database), file, now, secrets);
  const header = await readBackupFile(file, secrets, dump);
  if (header.kind === 'pglite') return gunzipSync(readFileSync(dump));
  return execFileSync('pg_restore', ['--data-only', '--file=-', dump], {
    maxBuffer: 256 * 1024 * 1024,
  });
}

describe('links in emails at rest', () => {
  it('never stores a working link: not while queued, not after sending, not in a backup', async () => {
    const admin = await signInAdmin(t.app);
    const roundId = await addDoncasterSaturdayRound(t.app, admin, 6);
    // A regular customer (verification email), with a delivered order on the round's postcode.
    const regular = await registerCustomer(t.app, { marketingConsent: true });
    const placed = await post(
      '/api/orders',
      orderFor(regular, {
        postcode: 'DN4 7AA',
        city: 'Doncaster',
        quantity: 2,
        totalPrice: '606.90',
      }),
      regular.cookie,
    );
    expect(placed.statusCode).toBe(201);
    await t.database.db
      .update(orders)
      .set({
        status: 'confirmed',
        deliveryStatus: 'delivered',
        createdAt: new Date('2026-10-01T10:00:00Z'),
      })
      .where(inArray(orders.id, [placed.json<{ id: number }>().id]));
    // A guest's order (its confirmation has a tracking link) and a password reset. It is booked
    // on the round's Saturday, so a lorry goes out that day with room for a top-up offer.
    const guest = await post('/api/orders', guestOrder());
    expect(guest.statusCode).toBe(201);
    await t.database.db
      .update(orders)
      .set({ deliveryRoundId: roundId, deliveryBookedDate: '2026-12-12' })
      .where(eq(orders.id, guest.json<{ id: number }>().id));
    await post('/api/customers/forgot-password', { email: regular.customer.email });
    // A top-up offer, sent at once: it is due.
    now = new Date('2026-12-07T10:00:00Z');
    const offered = await post(
      createTopUpOffer.path,
      { roundId, date: '2026-12-12', tonnes: 1, pricePerTonne: '250.00' },
      await signInAdmin(t.app),
    );
    expect(offered.statusCode).toBe(201);

    // Both drivers answer { rows }.
    const queued = (await t.database.db.execute(
      sql`select body::text as body from email_outbox`,
    )) as { rows: unknown[] };
    const queuedText = JSON.stringify(queued.rows);
    await sendAll();

    const links = deliveredLinks();
    expect([...links.keys()]).toEqual(
      expect.arrayContaining(['reset-password', 'verify-email', 'track', 'top-up']),
    );
    const backup = await backupBytes();
    for (const [kind, url] of links) {
      const token = tokenOf(url);
      if (token === undefined) continue;
      expect({ kind, queued: queuedText.includes(token) }).toEqual({ kind, queued: false });
      expect({ kind, backup: backup.includes(token) }).toEqual({ kind, backup: false });
    }
  });
});
