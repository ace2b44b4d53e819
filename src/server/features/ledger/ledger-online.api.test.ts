import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ukDate } from '#domain/uk-date';
import { orderLedger } from '#server/features/ledger/ledger.tables';
import { signInAdmin } from '#test-support/admin';
import { registerCustomer, type SignedIn } from '#test-support/customers';
import {
  answerSandboxPage,
  attemptsOf,
  confirmedOrder,
  orderRow,
  payNow,
  paymentUrlOf,
  setPaymentsEnabled,
} from '#test-support/payment-orders';
import { createTestApp, type TestApp } from '#test-support/test-app';

let t: TestApp;
let owner: SignedIn;
let admin: string;

beforeAll(async () => {
  // Listening, so the sandbox's notice reaches the webhook over HTTP as the provider's does.
  t = await createTestApp({ config: { rateLimits: false }, listen: true });
  owner = await registerCustomer(t.app);
  admin = await signInAdmin(t.app);
  await setPaymentsEnabled(t, admin, true);
});
afterAll(async () => t.close());

describe('an online payment', () => {
  it('is never refused for being more than is due: the rest shows as a refund owed', async () => {
    const id = await confirmedOrder(t, owner);
    const url = paymentUrlOf(await payNow(t, id, owner.cookie));
    // The business records a bank transfer for the whole order while the card payment is open.
    const transfer = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/ledger`,
      headers: { cookie: admin },
      payload: {
        kind: 'payment',
        method: 'bank_transfer',
        amount: '338.10',
        movedOn: ukDate(new Date()),
        reference: 'BACS 7',
      },
    });
    expect(transfer.statusCode).toBe(201);
    await answerSandboxPage(t, url, 'approve');
    await t.paymentReconciler.runOnce();

    const row = await orderRow(t, id);
    expect(row).toMatchObject({ amountReceived: '676.20', paymentIssue: 'refund_due' });
    const entries = await t.database.db
      .select()
      .from(orderLedger)
      .where(eq(orderLedger.orderId, id));
    expect(entries.map((entry) => entry.method).sort()).toEqual(['bank_transfer', 'online']);
  });

  it('enters the ledger once, however often the shop hears of it', async () => {
    const id = await confirmedOrder(t, owner);
    const url = paymentUrlOf(await payNow(t, id, owner.cookie));
    await answerSandboxPage(t, url, 'approve');
    const [attempt] = await attemptsOf(t, id);
    // The customer's return, a repeated notice and the reconciler all read it again.
    await t.app.inject({
      method: 'GET',
      url: `/api/payments/return?wonderfulPaymentId=${attempt!.providerPaymentId}`,
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/payments/webhook/${t.webhookSecret}`,
      payload: { wonderful_payment_id: attempt!.providerPaymentId },
    });
    await t.paymentReconciler.runOnce();

    const entries = await t.database.db
      .select()
      .from(orderLedger)
      .where(eq(orderLedger.orderId, id));
    expect(entries).toMatchObject([
      {
        kind: 'payment',
        method: 'online',
        amount: '338.10',
        paymentTransactionId: attempt!.id,
        reference: attempt!.providerReferenceCode,
      },
    ]);
    expect(await orderRow(t, id)).toMatchObject({
      amountReceived: '338.10',
      amountRefunded: '0.00',
      paymentStatus: 'completed',
    });
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${id}/ledger`,
      headers: { cookie: admin },
    });
    expect(listed.json()).toMatchObject([{ method: 'online', amount: '338.10' }]);
  });

  it('asks only for the balance after part was paid by bank transfer, and settles the order', async () => {
    const id = await confirmedOrder(t, owner);
    const transfer = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/ledger`,
      headers: { cookie: admin },
      payload: {
        kind: 'payment',
        method: 'bank_transfer',
        amount: '100.00',
        movedOn: ukDate(new Date()),
        reference: 'BACS 0100',
      },
    });
    expect(transfer.statusCode).toBe(201);

    const url = paymentUrlOf(await payNow(t, id, owner.cookie));
    const [attempt] = await attemptsOf(t, id);
    expect(attempt).toMatchObject({ amount: '238.10' });
    await answerSandboxPage(t, url, 'approve');
    await t.paymentReconciler.runOnce();

    expect(await orderRow(t, id)).toMatchObject({
      amountReceived: '338.10',
      paymentStatus: 'completed',
      paymentIssue: null,
    });
  });

  it('is refused once money held covers the total', async () => {
    const id = await confirmedOrder(t, owner);
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/ledger`,
      headers: { cookie: admin },
      payload: {
        kind: 'payment',
        method: 'cash_on_delivery',
        amount: '338.10',
        movedOn: ukDate(new Date()),
        reference: 'Driver receipt 7',
      },
    });
    const refused = await payNow(t, id, owner.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'This order has already been paid.' });
    expect(await attemptsOf(t, id)).toEqual([]);
  });
});
