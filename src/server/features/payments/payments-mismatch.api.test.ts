import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SignedIn } from '#test-support/customers';
import type { FakeWonderful } from '#test-support/fake-wonderful';
import {
  adminEdit,
  adminSetStatus,
  attemptsOf,
  confirmedOrder,
  emailsOf,
  orderRow,
  payNow,
  paymentUrlOf,
} from '#test-support/payment-orders';
import type { TestApp } from '#test-support/test-app';
import { startWonderfulShop } from '#test-support/wonderful-shop';

// A provider with no cancel call (Wonderful, played by a local fake): a payment the shop has
// withdrawn can still be paid, and must then be recorded without paying the order.
let fake: FakeWonderful;
let t: TestApp;
let owner: SignedIn;
let admin: string;

beforeAll(async () => {
  ({ fake, t, admin, owner } = await startWonderfulShop());
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.statusSequence = ['pending'];
});

/** The provider's notice that a payment changed; the shop then reads its status. */
async function notice(providerPaymentId: string | null) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/payments/webhook/${t.webhookSecret}`,
    payload: { wonderful_payment_id: providerPaymentId },
  });
  expect(response.statusCode).toBe(200);
}

const amountsCreated = () =>
  fake.requests
    .filter((r) => r.method === 'POST')
    .map((r) => (r.body as { amount: number }).amount);

/** Each email of the order: to whom, its subject, and the amount it says was paid. */
async function mail(orderId: number) {
  return (await emailsOf(t, orderId))
    .filter((m) => m.subject.startsWith('Payment'))
    .map((m) => ({
      to: m.toAddress,
      subject: m.subject,
      paid: m.body.blocks
        .flatMap((b) => (b.kind === 'table' ? b.rows : []))
        .find((row) => row.label === 'Amount paid')?.value,
      body: JSON.stringify(m.body),
    }));
}

describe('a withdrawn payment that is paid all the same', () => {
  it('for a stale amount: recorded, the order not paid, a balance due, the business told', async () => {
    const id = await confirmedOrder(t, owner);
    fake.requests.length = 0;
    const oldUrl = paymentUrlOf(await payNow(t, id, owner.cookie));
    expect(
      (
        await adminEdit(t, admin, owner, id, {
          // To St Albans, whose 10 t price is £294.00 (wholesale): £3,087.00 with VAT.
          quantity: 10,
          postcode: 'AL3 4HE',
          region: 'St Albans',
        })
      ).statusCode,
    ).toBe(200);
    const newUrl = paymentUrlOf(await payNow(t, id, owner.cookie));
    expect(newUrl).not.toBe(oldUrl);
    expect(amountsCreated()).toEqual([33810, 308700]);

    const [stale, current] = await attemptsOf(t, id);
    fake.statusSequence = ['completed'];
    await notice(stale!.providerPaymentId);
    expect((await attemptsOf(t, id))[0]).toMatchObject({ status: 'completed' });
    expect(await orderRow(t, id)).toMatchObject({
      paymentStatus: 'pending',
      paymentIssue: 'balance_due',
      totalPrice: '3087.00',
    });
    const answered = await t.app.inject({
      method: 'GET',
      url: '/api/customers/orders',
      headers: { cookie: owner.cookie },
    });
    expect(answered.json<{ id: number }[]>().find((o) => o.id === id)).toMatchObject({
      paymentIssue: 'balance_due',
      paymentStatus: 'pending',
    });
    const emails = await mail(id);
    expect(emails.map((m) => [m.to, m.subject, m.paid])).toEqual([
      [owner.customer.email, `Payment received - order #${id}`, '£338.10'],
      ['orders@shop.test', `Payment needs attention - order #${id}`, '£338.10'],
    ]);
    expect(emails[1]!.body).toContain('Balance due');

    // Paying the current attempt pays the order; the earlier part payment is now to refund.
    await notice(current!.providerPaymentId);
    expect(await orderRow(t, id)).toMatchObject({
      paymentStatus: 'completed',
      paymentIssue: 'refund_due',
    });
    expect((await mail(id)).slice(2).map((m) => [m.subject, m.paid])).toEqual([
      [`Payment received - order #${id}`, '£3,087.00'],
      [`Payment needs attention - order #${id}`, '£3,087.00'],
    ]);
  });

  it('for a cancelled order: recorded, still cancelled and unpaid, a refund due', async () => {
    const id = await confirmedOrder(t, owner);
    const url = paymentUrlOf(await payNow(t, id, owner.cookie));
    expect(url).toContain('pay.example.test');
    expect((await adminSetStatus(t, admin, id, 'cancelled')).statusCode).toBe(200);
    const [attempt] = await attemptsOf(t, id);
    expect(attempt!.voidedAt).toBeInstanceOf(Date);

    fake.statusSequence = ['completed'];
    await notice(attempt!.providerPaymentId);
    expect(await orderRow(t, id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'pending',
      paymentIssue: 'refund_due',
    });
    const emails = await mail(id);
    expect(emails.map((m) => [m.to, m.subject, m.paid])).toEqual([
      [owner.customer.email, `Payment received - order #${id}`, '£338.10'],
      ['orders@shop.test', `Payment needs attention - order #${id}`, '£338.10'],
    ]);
    expect(emails[0]!.body).toContain('cancelled, so we will refund this payment');
    expect(emails[1]!.body).toContain('Refund due');
  });
});

describe('several attempts for the current total', () => {
  it('any of them pays the order, and a second one paid is a refund due', async () => {
    const id = await confirmedOrder(t, owner);
    const first = paymentUrlOf(await payNow(t, id, owner.cookie));
    // The provider answers a status the shop does not know: that attempt is not handed out again.
    fake.statusSequence = ['on-hold'];
    const second = paymentUrlOf(await payNow(t, id, owner.cookie));
    expect(second).not.toBe(first);
    const [older, newer] = await attemptsOf(t, id);
    expect([older!.voidedAt, newer!.voidedAt]).toEqual([null, null]);

    fake.statusSequence = ['completed'];
    await notice(older!.providerPaymentId);
    expect(await orderRow(t, id)).toMatchObject({ paymentStatus: 'completed', paymentIssue: null });
    expect((await mail(id)).map((m) => [m.subject, m.paid])).toEqual([
      [`Payment received - order #${id}`, '£338.10'],
      [`Payment received - order #${id}`, '£338.10'],
    ]);

    await notice(newer!.providerPaymentId);
    expect(await orderRow(t, id)).toMatchObject({
      paymentStatus: 'completed',
      paymentIssue: 'refund_due',
    });
  });

  it('an open attempt is handed out again only while the provider still has it open', async () => {
    const id = await confirmedOrder(t, owner);
    const first = paymentUrlOf(await payNow(t, id, owner.cookie));
    expect(paymentUrlOf(await payNow(t, id, owner.cookie))).toBe(first);
    fake.statusSequence = ['expired'];
    const second = paymentUrlOf(await payNow(t, id, owner.cookie));
    expect(second).not.toBe(first);
    expect((await attemptsOf(t, id)).map((a) => a.status)).toEqual(['failed', 'pending']);
  });
});
