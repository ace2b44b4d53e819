import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GIVE_UP_AFTER_MS } from '#domain/payment-checks';
import { orderEvents } from '#server/features/orders/orders.tables';
import { paymentTransactions } from '#server/features/payments/payments.tables';
import { signInAdmin } from '#test-support/admin';
import { registerCustomer, type SignedIn } from '#test-support/customers';
import {
  answerSandboxPage,
  attemptsOf,
  confirmedOrder,
  setPaymentsEnabled,
  orderRow,
  payNow,
} from '#test-support/payment-orders';
import { createTestApp, type TestApp } from '#test-support/test-app';
import { RECONCILE_LOCK_KEY } from './payment-checks.repo.ts';
import { SANDBOX_EXPIRES_AFTER_MS } from './providers/sandbox-store.ts';

const MINUTE = 60_000;
let t: TestApp;
let owner: SignedIn;
// The app's clock runs with real time (rows get the database's now()), moved on by tests.
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false }, now });
  await setPaymentsEnabled(t, await signInAdmin(t.app), true);
});
// A new customer each time: moving the clock on ends sessions.
beforeEach(async () => {
  owner = await registerCustomer(t.app);
});
afterAll(async () => t.close());
// Each test starts with nothing to reconcile.
afterEach(async () => {
  await t.database.db
    .update(paymentTransactions)
    .set({ status: 'failed' })
    .where(inArray(paymentTransactions.status, ['pending', 'processing']));
});

/** Open attempts whose payments the sandbox has never heard of, as after a restart. */
async function lostAttempts(count: number): Promise<number[]> {
  const orderId = await confirmedOrder(t, owner);
  const earlier = new Date(now().getTime() - 10 * MINUTE);
  const rows = await t.database.db
    .insert(paymentTransactions)
    .values(
      Array.from({ length: count }, (_, i) => ({
        orderId,
        providerPaymentId: randomUUID(),
        amount: '10.00',
        providerReferenceCode: `WP${orderId}-L${i + 1}`,
        createdAt: earlier,
        updatedAt: earlier,
        nextCheckAt: new Date(earlier.getTime() + i),
      })),
    )
    .returning({ id: paymentTransactions.id });
  return rows.map((row) => row.id);
}

/** A payment the customer approved while its notice went nowhere: only a check can see it. */
async function approvedUnnoticed(): Promise<number> {
  const orderId = await confirmedOrder(t, owner);
  const { paymentUrl } = (await payNow(t, orderId, owner.cookie)).json<{ paymentUrl: string }>();
  await answerSandboxPage(t, paymentUrl, 'approve');
  expect(await orderRow(t, orderId)).toMatchObject({ paymentStatus: 'pending' });
  return orderId;
}

const attempt = async (id: number) =>
  (
    await t.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id))
  )[0]!;

describe('payment reconciliation', () => {
  it('is not held up by 25 attempts whose status reads fail', async () => {
    const lost = await lostAttempts(25);
    const orderId = await approvedUnnoticed();

    expect(await t.paymentReconciler.runOnce()).toEqual({
      ran: true,
      checked: 20,
      failed: 20,
      expired: 0,
    });
    expect(await t.paymentReconciler.runOnce()).toEqual({
      ran: true,
      checked: 6,
      failed: 5,
      expired: 0,
    });
    expect(await orderRow(t, orderId)).toMatchObject({ paymentStatus: 'processing' });
    const first = await attempt(lost[0]!);
    expect(first).toMatchObject({ checkFailures: 1, status: 'pending' });
    expect(first.lastCheckError).toBe('HTTP 404: Payment not found');

    // Checked again after the normal interval: the bank has settled it.
    offsetMs += MINUTE + 1000;
    for (let run = 0; run < 3; run += 1) await t.paymentReconciler.runOnce();
    expect(await orderRow(t, orderId)).toMatchObject({ paymentStatus: 'completed' });
    expect((await attemptsOf(t, orderId))[0]).toMatchObject({ checkFailures: 0 });
  });

  it('waits longer after each failed read: 1, 2, 4 minutes', async () => {
    const [id] = await lostAttempts(1);
    for (const [failures, minutes] of [
      [1, 1],
      [2, 2],
      [3, 4],
    ] as const) {
      const before = now().getTime();
      expect(await t.paymentReconciler.runOnce()).toMatchObject({ checked: 1, failed: 1 });
      const row = await attempt(id!);
      expect(row.checkFailures).toBe(failures);
      const delay = row.nextCheckAt.getTime() - before;
      expect(delay).toBeGreaterThanOrEqual(minutes * MINUTE);
      expect(delay).toBeLessThan(minutes * MINUTE + 5000);
      // Not due again before then.
      expect(await t.paymentReconciler.runOnce()).toMatchObject({ checked: 0 });
      offsetMs += minutes * MINUTE + 1000;
    }
  });

  it('gives up on an attempt a day old: failed, expired, the order told, with an event', async () => {
    const orderId = await confirmedOrder(t, owner);
    expect((await payNow(t, orderId, owner.cookie)).statusCode).toBe(200);
    const [open] = await attemptsOf(t, orderId);
    await t.database.db
      .update(paymentTransactions)
      .set({ createdAt: new Date(now().getTime() - GIVE_UP_AFTER_MS) })
      .where(eq(paymentTransactions.id, open!.id));

    expect(await t.paymentReconciler.runOnce()).toEqual({
      ran: true,
      checked: 1,
      failed: 0,
      expired: 1,
    });
    const expired = await attempt(open!.id);
    expect(expired.status).toBe('failed');
    expect(expired.expiredAt).not.toBeNull();
    expect(await orderRow(t, orderId)).toMatchObject({ paymentStatus: 'failed' });
    const events = await t.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'payment_expired')));
    expect(events).toMatchObject([{ oldValue: 'pending', newValue: 'failed', actor: 'system' }]);
    // Never read again.
    offsetMs += 2 * 60 * MINUTE;
    expect(await t.paymentReconciler.runOnce()).toMatchObject({ checked: 0 });
  });

  it('an old attempt the bank accepted meanwhile is applied, not given up', async () => {
    const orderId = await approvedUnnoticed();
    await t.database.db
      .update(paymentTransactions)
      .set({ createdAt: new Date(now().getTime() - GIVE_UP_AFTER_MS) })
      .where(eq(paymentTransactions.orderId, orderId));
    expect(await t.paymentReconciler.runOnce()).toMatchObject({ checked: 1, expired: 0 });
    expect(await orderRow(t, orderId)).toMatchObject({ paymentStatus: 'processing' });
  });

  it('runs once at a time: a second call while one runs does nothing', async () => {
    const ids = await lostAttempts(3);
    const results = await Promise.all([
      t.paymentReconciler.runOnce(),
      t.paymentReconciler.runOnce(),
    ]);
    expect(results).toContainEqual({ ran: false, reason: 'busy' });
    expect(results).toContainEqual({ ran: true, checked: 3, failed: 3, expired: 0 });
    for (const id of ids) expect((await attempt(id)).checkFailures).toBe(1);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'leaves the run to another app server that holds the lock (PostgreSQL)',
    async () => {
      const [id] = await lostAttempts(1);
      // Another server's run: the lock held by a transaction on another connection.
      const result = await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${RECONCILE_LOCK_KEY})`);
        return t.paymentReconciler.runOnce();
      });
      expect(result).toEqual({ ran: false, reason: 'locked' });
      expect((await attempt(id!)).checkFailures).toBe(0);
      expect(await t.paymentReconciler.runOnce()).toMatchObject({ ran: true, checked: 1 });
    },
  );
});

describe('the sandbox in reconciliation', () => {
  it('an unfinished sandbox payment expires, and the shop reads it as failed', async () => {
    const orderId = await confirmedOrder(t, owner);
    expect((await payNow(t, orderId, owner.cookie)).statusCode).toBe(200);
    offsetMs += SANDBOX_EXPIRES_AFTER_MS;
    expect(await t.paymentReconciler.runOnce()).toMatchObject({ checked: 1, failed: 0 });
    expect((await attemptsOf(t, orderId))[0]).toMatchObject({ status: 'failed', expiredAt: null });
    expect(await orderRow(t, orderId)).toMatchObject({ paymentStatus: 'failed' });
  });

  it('can be told to fail or time out: Pay Now says unavailable, a check is retried', async () => {
    const orderId = await confirmedOrder(t, owner);
    t.sandboxStore.failNext('create', 'error');
    const refused = await payNow(t, orderId, owner.cookie);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toContain('unavailable');
    expect(await attemptsOf(t, orderId)).toHaveLength(0);

    expect((await payNow(t, orderId, owner.cookie)).statusCode).toBe(200);
    t.sandboxStore.failNext('status', 'timeout');
    expect(await t.paymentReconciler.runOnce()).toMatchObject({ checked: 1, failed: 1 });
    const [row] = await attemptsOf(t, orderId);
    expect(row).toMatchObject({ status: 'pending', checkFailures: 1 });
    expect(row!.lastCheckError).toContain('no answer');
  });
});
