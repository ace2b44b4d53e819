import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { orders } from '#server/features/orders/orders.tables';
import { paymentTransactions } from '#server/features/payments/payments.tables';
import { signInAdmin } from '#test-support/admin';
import { orderFor, registerCustomer, type SignedIn } from '#test-support/customers';
import { createTestApp, type TestApp } from '#test-support/test-app';

let t: TestApp;
let owner: SignedIn;
let stranger: SignedIn;
let admin: string;

beforeAll(async () => {
  // Listening, so the sandbox's notice reaches the webhook over HTTP as the provider's does.
  t = await createTestApp({ config: { rateLimits: false }, listen: true });
  owner = await registerCustomer(t.app);
  stranger = await registerCustomer(t.app);
  admin = await signInAdmin(t.app);
});
afterAll(async () => t.close());

/** Through the back office, as the business does: the shop holds its settings in memory. */
async function setPaymentsEnabled(value: 'true' | 'false') {
  const saved = await t.app.inject({
    method: 'PATCH',
    url: '/api/settings',
    headers: { cookie: admin },
    payload: [{ key: 'payments_enabled', value }],
  });
  expect(saved.statusCode).toBe(200);
}

async function confirmedOrder(): Promise<number> {
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: orderFor(owner),
    headers: { cookie: owner.cookie },
  });
  const { id } = placed.json<{ id: number }>();
  await t.database.db.update(orders).set({ status: 'confirmed' }).where(eq(orders.id, id));
  return id;
}

const pay = (orderId: number, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/payment`,
    headers: cookie ? { cookie } : {},
  });

/** A person on the sandbox page choosing an outcome; answers where the page sends them. */
async function finishOnSandbox(paymentUrl: string, action: 'approve' | 'decline' | 'abandon') {
  const path = new URL(paymentUrl).pathname;
  const page = await t.app.inject({ method: 'GET', url: path });
  expect(page.body).toMatch(/test mode/i);
  const submitted = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action, bank: 'sandbox-northern' }).toString(),
  });
  expect(submitted.statusCode).toBe(303);
  const back = new URL(String(submitted.headers.location));
  return t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
}

const orderRow = async (id: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const paymentEmails = async (id: number) =>
  (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, id))).filter((m) =>
    m.subject.startsWith('Payment received'),
  );

describe('paying a confirmed order', () => {
  beforeEach(async () => setPaymentsEnabled('true'));

  it('reports whether payments are enabled', async () => {
    await setPaymentsEnabled('false');
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/enabled' })).json()).toEqual({
      enabled: false,
    });
  });

  it('takes the owner through the hosted page to a completed payment, mailing once', async () => {
    const id = await confirmedOrder();
    const started = await pay(id, owner.cookie);
    expect(started.statusCode).toBe(200);
    const { paymentUrl } = started.json<{ paymentUrl: string }>();
    expect(paymentUrl).toContain('/sandbox-pay/');
    // A second click while the payment is open reuses it.
    expect((await pay(id, owner.cookie)).json()).toEqual({ paymentUrl, amount: '606.90' });

    const back = await finishOnSandbox(paymentUrl, 'approve');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/account?payment=completed');
    expect(await orderRow(id)).toMatchObject({ paymentStatus: 'completed' });
    const rows = await t.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.orderId, id));
    expect(rows).toMatchObject([{ status: 'completed', amount: '606.90', currency: 'GBP' }]);
    expect((await paymentEmails(id)).map((m) => m.toAddress).sort()).toEqual(
      [owner.customer.email, 'orders@shop.test'].sort(),
    );

    // The return again, and a duplicate notice, change nothing and mail nothing more.
    const providerId = rows[0]!.providerPaymentId!;
    await t.app.inject({
      method: 'GET',
      url: `/api/payments/return?wonderfulPaymentId=${providerId}`,
    });
    expect(await paymentEmails(id)).toHaveLength(2);
    const again = await pay(id, owner.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order has already been paid.');
  });

  it('records a declined payment as failed and allows a new attempt', async () => {
    const id = await confirmedOrder();
    const { paymentUrl } = (await pay(id, owner.cookie)).json<{ paymentUrl: string }>();
    const back = await finishOnSandbox(paymentUrl, 'decline');
    expect(back.headers.location).toBe('/account?payment=failed');
    expect(await orderRow(id)).toMatchObject({ paymentStatus: 'failed' });
    const retry = await pay(id, owner.cookie);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().paymentUrl).not.toBe(paymentUrl);
    expect(await orderRow(id)).toMatchObject({ paymentStatus: 'pending' });
  });

  it('refuses another customer, a guest, a pending order and disabled payments', async () => {
    const id = await confirmedOrder();
    expect((await pay(id, stranger.cookie)).statusCode).toBe(404);
    expect((await pay(id)).statusCode).toBe(401);

    await t.database.db.update(orders).set({ status: 'pending' }).where(eq(orders.id, id));
    const pending = await pay(id, owner.cookie);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toContain('only available for confirmed orders');

    await t.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, id));
    expect((await pay(id, owner.cookie)).json().message).toContain(
      'only available for confirmed orders',
    );

    await t.database.db.update(orders).set({ status: 'confirmed' }).where(eq(orders.id, id));
    await setPaymentsEnabled('false');
    expect((await pay(id, owner.cookie)).statusCode).toBe(403);
  });
});

describe('provider notices', () => {
  it('ignores a forged webhook: wrong secret, unknown payment, or a status in the body', async () => {
    await setPaymentsEnabled('true');
    const id = await confirmedOrder();
    await pay(id, owner.cookie);
    const [payment] = await t.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.orderId, id));
    const forged = { wonderful_payment_id: payment!.providerPaymentId, status: 'completed' };

    const wrongSecret = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/guess',
      payload: forged,
    });
    expect(wrongSecret.statusCode).toBe(404);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/payments/webhook/${t.webhookSecret}`,
      payload: {
        wonderful_payment_id: '00000000-0000-4000-8000-000000000000',
        status: 'completed',
      },
    });
    expect(unknown.statusCode).toBe(200);
    // With the right secret the notice is only a hint: the sandbox still says pending.
    const hinted = await t.app.inject({
      method: 'POST',
      url: `/api/payments/webhook/${t.webhookSecret}`,
      payload: forged,
    });
    expect(hinted.statusCode).toBe(200);
    expect(await orderRow(id)).toMatchObject({ paymentStatus: 'pending' });
    expect(await paymentEmails(id)).toHaveLength(0);
  });
});
