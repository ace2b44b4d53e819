import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderEvents } from '#server/features/orders/orders.tables';
import { signInAdmin } from '#test-support/admin';
import { registerCustomer, type SignedIn } from '#test-support/customers';
import {
  adminEdit,
  adminSetStatus,
  attemptsOf,
  confirmedOrder,
  emailsOf,
  orderRow,
  payNow,
  paymentUrlOf,
  setPaymentsEnabled,
} from '#test-support/payment-orders';
import { createTestApp, type TestApp } from '#test-support/test-app';

// The sandbox provider, which can cancel: a payment the shop withdrew cannot be approved.
let t: TestApp;
let owner: SignedIn;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false }, listen: true });
  owner = await registerCustomer(t.app);
  admin = await signInAdmin(t.app);
});
afterAll(async () => t.close());
beforeEach(async () => setPaymentsEnabled(t, admin, true));

const CANCELLED_BY_SHOP = 'This payment was cancelled by the shop because the order changed.';

const sandboxPage = (paymentUrl: string) =>
  t.app.inject({ method: 'GET', url: new URL(paymentUrl).pathname });
const approveOnSandbox = (paymentUrl: string) =>
  t.app.inject({
    method: 'POST',
    url: new URL(paymentUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action: 'approve', bank: 'sandbox-northern' }).toString(),
  });
const eventsOf = (orderId: number) =>
  t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));

describe('a payment made for an order that then changes', () => {
  it('is withdrawn when the back office edits the total, and Pay Now asks for the new total', async () => {
    const id = await confirmedOrder(t, owner);
    const oldUrl = paymentUrlOf(await payNow(t, id, owner.cookie));
    expect((await sandboxPage(oldUrl)).body).toContain('£338.10');

    const edited = await adminEdit(t, admin, owner, id, {
      // To St Albans, whose 10 t price is £294.00 (wholesale): £3,087.00 with VAT.
      quantity: 10,
      postcode: 'AL3 4HE',
      region: 'St Albans',
    });
    expect(edited.statusCode).toBe(200);
    const [voided] = await attemptsOf(t, id);
    expect(voided).toMatchObject({ amount: '338.10', voidedAt: expect.any(Date) });
    expect(await eventsOf(id)).toContainEqual(
      expect.objectContaining({ type: 'payment_voided', newValue: voided!.providerReferenceCode }),
    );

    const again = await payNow(t, id, owner.cookie);
    const newUrl = paymentUrlOf(again);
    expect(newUrl).not.toBe(oldUrl);
    expect(again.json()).toMatchObject({ amount: '3087.00' });
    expect((await sandboxPage(newUrl)).body).toContain('£3,087.00');
    const attempts = await attemptsOf(t, id);
    expect(attempts.map((a) => [a.amount, a.voidedAt === null])).toEqual([
      ['338.10', false],
      ['3087.00', true],
    ]);
    expect(new Set(attempts.map((a) => a.providerReferenceCode)).size).toBe(2);

    // The old page says why it cannot be paid, and approving it changes nothing.
    const oldPage = await sandboxPage(oldUrl);
    expect(oldPage.body).toContain(CANCELLED_BY_SHOP);
    expect(oldPage.body).not.toContain('Approve payment');
    const refused = await approveOnSandbox(oldUrl);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(CANCELLED_BY_SHOP);
    expect(await orderRow(t, id)).toMatchObject({ paymentStatus: 'pending', paymentIssue: null });
    expect((await attemptsOf(t, id))[0]).toMatchObject({ status: 'failed' });

    // The current attempt is paid as usual, and the emails say what was paid.
    const approved = await approveOnSandbox(newUrl);
    expect(approved.statusCode).toBe(303);
    const back = new URL(String(approved.headers.location));
    await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(await orderRow(t, id)).toMatchObject({ paymentStatus: 'completed', paymentIssue: null });
    const emails = await emailsOf(t, id);
    const received = emails.filter((m) => m.subject === `Payment received - order #${id}`);
    expect(received.map((m) => m.toAddress).sort()).toEqual(
      [owner.customer.email, 'orders@shop.test'].sort(),
    );
    for (const email of received) expect(JSON.stringify(email.body)).toContain('£3,087.00');
  });

  it('is withdrawn when the back office cancels the order, and cannot be approved', async () => {
    const id = await confirmedOrder(t, owner);
    const url = paymentUrlOf(await payNow(t, id, owner.cookie));
    expect((await adminSetStatus(t, admin, id, 'cancelled')).statusCode).toBe(200);
    expect((await attemptsOf(t, id))[0]!.voidedAt).toBeInstanceOf(Date);

    const refused = await approveOnSandbox(url);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(CANCELLED_BY_SHOP);
    expect(await orderRow(t, id)).toMatchObject({ status: 'cancelled', paymentIssue: null });
    expect((await payNow(t, id, owner.cookie)).statusCode).toBe(409);
  });

  it('is reused, unchanged, when the edit leaves the total alone', async () => {
    const id = await confirmedOrder(t, owner);
    const url = paymentUrlOf(await payNow(t, id, owner.cookie));
    expect(
      (
        await adminEdit(t, admin, owner, id, {
          phone: '01632 960999',
          quantity: 1,
        })
      ).statusCode,
    ).toBe(200);
    expect(paymentUrlOf(await payNow(t, id, owner.cookie))).toBe(url);
    expect(await attemptsOf(t, id)).toMatchObject([{ voidedAt: null }]);
  });
});

describe('simultaneous Pay Now presses', () => {
  it('open one attempt with one reference, and every press gets its page', async () => {
    const id = await confirmedOrder(t, owner);
    const presses = await Promise.all(Array.from({ length: 8 }, () => payNow(t, id, owner.cookie)));
    const urls = new Set(presses.map(paymentUrlOf));
    expect(urls.size).toBe(1);
    const attempts = await attemptsOf(t, id);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]!.providerReferenceCode).toMatch(new RegExp(`^WP${id}-\\d+$`));
  });
});
