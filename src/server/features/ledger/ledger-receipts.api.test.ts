import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ukDate } from '#domain/uk-date';
import { signInAdmin } from '#test-support/admin';
import { registerCustomer, type SignedIn } from '#test-support/customers';
import { adminSetStatus, confirmedOrder, emailsOf } from '#test-support/payment-orders';
import { renderMessage } from '#test-support/stored-email';
import { createTestApp, type TestApp } from '#test-support/test-app';

let t: TestApp;
let admin: string;
let customer: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false } });
  admin = await signInAdmin(t.app);
  customer = await registerCustomer(t.app);
});
afterAll(async () => t.close());

const today = () => ukDate(new Date());
const longToday = () =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  })
    .format(new Date())
    .replace(',', '');

/** Records money by hand in the back office (a bank transfer unless told otherwise). */
async function record(orderId: number, overrides: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/ledger`,
    headers: { cookie: admin },
    payload: {
      kind: 'payment',
      method: 'bank_transfer',
      amount: '338.10',
      movedOn: today(),
      reference: 'BACS 0042',
      ...overrides,
    },
  });
  expect(response.statusCode).toBe(201);
}

/** The order's emails queued since `from`, as the customer reads them. */
async function emailsSince(orderId: number, from: number) {
  return (await emailsOf(t, orderId)).slice(from).map((row) => ({
    to: row.toAddress,
    subject: row.subject,
    text: renderMessage(row).text,
    due: row.nextAttemptAt,
  }));
}

describe('receipts for money recorded by hand', () => {
  it('sends the customer a receipt with the amount, method, date and what is left to pay', async () => {
    const id = await confirmedOrder(t, customer);
    const before = (await emailsOf(t, id)).length;
    await record(id, { amount: '100.00' });
    const [receipt, ...others] = await emailsSince(id, before);
    expect(others).toEqual([]);
    expect(receipt!.to).toBe(customer.customer.email);
    expect(receipt!.subject).toBe(`Payment received for order #${id} - Northfield Wood Pellets`);
    expect(receipt!.text).toContain(`We have received your payment of £100.00 for order #${id}.`);
    expect(receipt!.text).toMatch(/Amount: +£100\.00/);
    expect(receipt!.text).toMatch(/Method: +Bank transfer/);
    expect(receipt!.text).toMatch(new RegExp(`Date: +${longToday()}`));
    expect(receipt!.text).toMatch(/Still to pay: +£238\.10/);
  });

  it('follows the cancellation of a paid order with the refund receipt it promised', async () => {
    const id = await confirmedOrder(t, customer);
    await record(id);
    expect((await adminSetStatus(t, admin, id, 'cancelled')).statusCode).toBe(200);
    const before = (await emailsOf(t, id)).length;
    const cancelled = (await emailsOf(t, id)).find((e) => e.subject.includes('cancelled'))!;
    expect(renderMessage(cancelled).text).toContain(
      'The refund of £338.10 is being arranged: we will pay it back the way you paid and let you know when it has been made.',
    );
    await record(id, { kind: 'refund', reference: 'BACS R1' });
    const [receipt, ...others] = await emailsSince(id, before);
    expect(others).toEqual([]);
    expect(receipt!.subject).toBe(`Refund made for order #${id} - Northfield Wood Pellets`);
    expect(receipt!.text).toContain(`We have refunded £338.10 for order #${id}.`);
    expect(receipt!.text).toMatch(/Method: +Bank transfer/);
    expect(receipt!.text).toMatch(/Still to be refunded: +£0\.00/);
    // Still held for the undo minute, the cancellation goes first; the receipt follows it.
    expect(receipt!.due.getTime()).toBeGreaterThanOrEqual(cancelled.nextAttemptAt.getTime());
  });

  it('says the refund has been made when it was recorded before the cancellation', async () => {
    const id = await confirmedOrder(t, customer);
    await record(id);
    await record(id, { kind: 'refund', reference: 'BACS R2' });
    expect((await adminSetStatus(t, admin, id, 'cancelled')).statusCode).toBe(200);
    const cancelled = (await emailsOf(t, id)).find((e) => e.subject.includes('cancelled'))!;
    expect(renderMessage(cancelled).text).toContain(
      'The refund of £338.10 has been made: we have paid it back the way you paid.',
    );
  });
});
