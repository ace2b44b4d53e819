import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLedger } from '#server/db/schema';
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
});
