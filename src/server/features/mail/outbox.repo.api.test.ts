import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { orders } from '#server/features/orders/orders.tables';
import { createTestDatabase } from '#test-support/test-database';
import { createOutboxRepo, type OutboxMessage, type OutboxRepo } from './outbox.repo.ts';

let handle: DatabaseHandle;
let repo: OutboxRepo;
beforeAll(async () => {
  handle = await createTestDatabase();
  repo = createOutboxRepo(handle.db);
});
afterAll(async () => handle.close());
beforeEach(async () => {
  await handle.db.delete(emailOutbox);
});

const LEASE = 60_000;
const mail = (n: number, extra: Partial<OutboxMessage> = {}): OutboxMessage => ({
  to: `customer${n}@example.com`,
  subject: `Message ${n}`,
  body: { title: `Message ${n}`, preheader: '', blocks: [], footer: [`Body ${n}`] },
  ...extra,
});
/** A clock just ahead of the database's, so rows queued with the default time are due. */
const soon = () => new Date(Date.now() + 1000);
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

async function insertOrder(): Promise<number> {
  const [row] = await handle.db
    .insert(orders)
    .values({
      firstName: 'Jane',
      lastName: 'Smith',
      email: 'jane@example.com',
      phone: '07700900123',
      addressLine1: '1 High Street',
      city: 'Scunthorpe',
      postcode: 'DN15 8QA',
      region: 'Doncaster',
      quantity: '2.0',
      unitPrice: '289.00',
      totalPrice: '606.90',
    })
    .returning({ id: orders.id });
  return row!.id;
}

describe('enqueue', () => {
  it('stores every field and answers the new ids', async () => {
    const orderId = await insertOrder();
    const ids = await repo.enqueue([mail(1, { replyTo: 'sales@example.com', orderId }), mail(2)]);
    expect(ids).toHaveLength(2);
    const rows = await repo.listAll();
    expect(rows.map((r) => r.id)).toEqual(ids);
    expect(rows[0]).toMatchObject({
      toAddress: 'customer1@example.com',
      replyTo: 'sales@example.com',
      subject: 'Message 1',
      body: mail(1).body,
      orderId,
      status: 'pending',
      attempts: 0,
      lastError: null,
      sentAt: null,
    });
    expect(rows[1]).toMatchObject({ replyTo: null, orderId: null, body: mail(2).body });
    expect((await repo.listByOrder(orderId)).map((r) => r.id)).toEqual([ids[0]]);
    expect(await repo.enqueue([])).toEqual([]);
  });

  it('leaves nothing behind when the surrounding transaction rolls back', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await createOutboxRepo(tx).enqueue([mail(1), mail(2)]);
        throw new Error('order failed');
      }),
    ).rejects.toThrow('order failed');
    expect(await repo.listAll()).toEqual([]);
  });

  it('commits with the surrounding transaction', async () => {
    const orderId = await handle.db.transaction(async (tx) => {
      const [order] = await tx
        .insert(orders)
        .values({
          firstName: 'A',
          lastName: 'B',
          email: 'a@example.com',
          phone: '07700900123',
          addressLine1: '1 High Street',
          city: 'Hull',
          postcode: 'HU1 1AA',
          region: 'Hull',
          quantity: '1.0',
          unitPrice: '300.00',
          totalPrice: '315.00',
        })
        .returning({ id: orders.id });
      await createOutboxRepo(tx).enqueue([mail(1, { orderId: order!.id })]);
      return order!.id;
    });
    expect(await repo.listByOrder(orderId)).toHaveLength(1);
  });
});

describe('claimDue', () => {
  it('claims due rows oldest first, up to the limit, counting the attempt', async () => {
    const ids = await repo.enqueue([mail(1), mail(2), mail(3)]);
    const now = soon();
    const claimed = await repo.claimDue(now, 2, LEASE);
    expect(claimed.map((r) => r.id)).toEqual(ids.slice(0, 2));
    expect(claimed[0]).toMatchObject({ attempts: 1, nextAttemptAt: at(now, LEASE) });
    expect((await repo.claimDue(now, 10, LEASE)).map((r) => r.id)).toEqual(ids.slice(2));
  });

  it('does not hand out a leased row again until the lease runs out', async () => {
    const [id] = await repo.enqueue([mail(1)]);
    const now = soon();
    expect(await repo.claimDue(now, 10, LEASE)).toHaveLength(1);
    expect(await repo.claimDue(now, 10, LEASE)).toEqual([]);
    expect(await repo.claimDue(at(now, LEASE - 1), 10, LEASE)).toEqual([]);
    const again = await repo.claimDue(at(now, LEASE), 10, LEASE);
    expect(again).toMatchObject([{ id, attempts: 2 }]);
  });

  it('respects nextAttemptAt and skips sent and failed rows', async () => {
    const [retry, sent, failed] = await repo.enqueue([mail(1), mail(2), mail(3)]);
    const now = soon();
    await repo.claimDue(now, 10, LEASE);
    await repo.scheduleRetry(retry!, '451 try later', at(now, 30_000));
    await repo.markSent(sent!, now);
    await repo.markFailed(failed!, '550 no such user');
    expect(await repo.claimDue(at(now, 29_999), 10, LEASE)).toEqual([]);
    expect(await repo.claimDue(at(now, 30_000), 10, LEASE)).toMatchObject([
      { id: retry, attempts: 2, lastError: '451 try later' },
    ]);
    // Only the retried row comes back, once its new lease is over.
    expect(await repo.claimDue(at(now, 30_000 + LEASE - 1), 10, LEASE)).toEqual([]);
    expect(await repo.claimDue(at(now, 30_000 + LEASE), 10, LEASE)).toMatchObject([{ id: retry }]);
    const rows = await repo.listAll();
    expect(rows.find((r) => r.id === sent)).toMatchObject({ status: 'sent', sentAt: now });
    expect(rows.find((r) => r.id === failed)).toMatchObject({ status: 'failed' });
  });

  it('release undoes the claim so only real tries count', async () => {
    const ids = await repo.enqueue([mail(1), mail(2)]);
    const now = soon();
    await repo.claimDue(now, 10, LEASE);
    await repo.release(ids, now);
    expect(await repo.claimDue(now, 10, LEASE)).toMatchObject([{ attempts: 1 }, { attempts: 1 }]);
  });

  it('never downgrades a sent row on a late retry or failure report', async () => {
    const [id] = await repo.enqueue([mail(1)]);
    await repo.markSent(id!, soon());
    await repo.scheduleRetry(id!, 'late', soon());
    await repo.markFailed(id!, 'late');
    await repo.release([id!], soon());
    expect(await repo.listAll()).toMatchObject([{ status: 'sent', lastError: null, attempts: 0 }]);
  });
});

// PGlite has a single connection, so real concurrency needs the PostgreSQL server.
describe.skipIf(!process.env.TEST_DATABASE_URL)('claimDue with concurrent workers', () => {
  it('skips rows another open transaction has locked', async () => {
    const ids = await repo.enqueue([1, 2, 3, 4, 5, 6].map((n) => mail(n)));
    const now = soon();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first: number[] = [];
    const holder = handle.db.transaction(async (tx) => {
      first = (await createOutboxRepo(tx).claimDue(now, 3, LEASE)).map((r) => r.id);
      await held;
    });
    await expect.poll(() => first.length).toBe(3);
    const second = (await repo.claimDue(now, 10, LEASE)).map((r) => r.id);
    release();
    await holder;
    expect(first).toEqual(ids.slice(0, 3));
    expect(second).toEqual(ids.slice(3));
    expect(await repo.claimDue(now, 10, LEASE)).toEqual([]);
  });

  it('gives each row to exactly one of many parallel claimers', async () => {
    const ids = await repo.enqueue(Array.from({ length: 40 }, (_, n) => mail(n)));
    const now = soon();
    const claims = await Promise.all(Array.from({ length: 8 }, () => repo.claimDue(now, 7, LEASE)));
    const claimed = claims.flat().map((r) => r.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    const rest = (await repo.claimDue(now, 100, LEASE)).map((r) => r.id);
    expect([...claimed, ...rest].sort((a, b) => a - b)).toEqual(ids);
    expect((await repo.listAll()).every((r) => r.attempts === 1)).toBe(true);
  });
});
