import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ukDate } from '#domain/uk-date';
import { getOrderLedger, recordLedgerEntry } from '#shared/api/ledger';
import type { LedgerEntry, RecordedLedgerEntry } from '#shared/schemas/ledger';
import { auditLog } from '#server/features/audit/audit.tables';
import { orderLedger } from '#server/features/ledger/ledger.tables';
import { orderEvents } from '#server/features/orders/orders.tables';
import { signInAdmin } from '#test-support/admin';
import { registerCustomer, type SignedIn } from '#test-support/customers';
import { expectAnswerMatchesOpenApi } from '#test-support/openapi';
import { adminSetStatus, confirmedOrder, emailsOf, orderRow } from '#test-support/payment-orders';
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

/** A bank transfer of `amount` received today, unless the overrides say otherwise. */
const record = async (orderId: number, overrides: Record<string, unknown> = {}, cookie = admin) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/ledger`,
    headers: { cookie },
    payload: {
      kind: 'payment',
      method: 'bank_transfer',
      amount: '338.10',
      movedOn: today(),
      reference: 'BACS 0042',
      ...overrides,
    },
  });
  expectAnswerMatchesOpenApi(recordLedgerEntry, response);
  return response;
};

const entriesOf = async (orderId: number) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}/ledger`,
    headers: { cookie: admin },
  });
  expect(response.statusCode).toBe(200);
  expectAnswerMatchesOpenApi(getOrderLedger, response);
  return response.json<LedgerEntry[]>();
};

/** The order's money and flags, and how many ledger entries and events it has. */
async function moneyState(orderId: number) {
  const row = await orderRow(t, orderId);
  const entries = await t.database.db
    .select()
    .from(orderLedger)
    .where(eq(orderLedger.orderId, orderId));
  const events = await t.database.db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId));
  return {
    received: row.amountReceived,
    refunded: row.amountRefunded,
    paymentStatus: row.paymentStatus,
    paymentIssue: row.paymentIssue,
    entries: entries.length,
    events: events.length,
  };
}

describe('recording money by hand', () => {
  it('marks the order paid when a bank transfer covers its total', async () => {
    const id = await confirmedOrder(t, customer);
    const response = await record(id);
    expect(response.statusCode).toBe(201);
    const recorded = response.json<RecordedLedgerEntry>();
    expect(recorded.entry).toMatchObject({
      orderId: id,
      kind: 'payment',
      method: 'bank_transfer',
      amount: '338.10',
      movedOn: today(),
      reference: 'BACS 0042',
    });
    expect(recorded.order).toMatchObject({
      orderId: id,
      amountReceived: '338.10',
      balance: '0.00',
      state: 'settled',
      paymentStatus: 'completed',
      methods: ['bank_transfer'],
    });
    expect(await orderRow(t, id)).toMatchObject({
      amountReceived: '338.10',
      paymentStatus: 'completed',
      paymentIssue: null,
    });
    expect(await entriesOf(id)).toMatchObject([{ amount: '338.10', kind: 'payment' }]);
    const events = await t.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id));
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'payment_recorded',
          field: 'amountReceived',
          oldValue: '0.00',
          newValue: '338.10',
        }),
        expect.objectContaining({ type: 'payment_status', newValue: 'completed' }),
      ]),
    );
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audit.map((entry) => entry.action)).toContain('payment.recorded');
  });

  it('leaves a balance due after a part payment, then pays it with the rest', async () => {
    const id = await confirmedOrder(t, customer);
    expect((await record(id, { amount: '100', method: 'card_by_phone' })).statusCode).toBe(201);
    expect(await orderRow(t, id)).toMatchObject({
      amountReceived: '100.00',
      paymentStatus: 'pending',
      paymentIssue: 'balance_due',
    });
    const rest = await record(id, { amount: 238.1, method: 'cash_on_delivery' });
    expect(rest.json<RecordedLedgerEntry>().order).toMatchObject({
      balance: '0.00',
      state: 'settled',
      methods: ['card_by_phone', 'cash_on_delivery'],
    });
    expect(await orderRow(t, id)).toMatchObject({
      amountReceived: '338.10',
      paymentStatus: 'completed',
      paymentIssue: null,
    });
  });

  it('refuses a refund larger than the order holds, and changes nothing', async () => {
    const id = await confirmedOrder(t, customer);
    await record(id, { amount: '200.00' });
    const before = await moneyState(id);
    const refused = await record(id, { kind: 'refund', amount: '200.01' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'A refund cannot be more than the £200.00 the order holds.',
    });
    expect(await moneyState(id)).toEqual(before);
  });

  it.each([
    [
      'a negative amount',
      { amount: '-5.00' },
      'Amount must be in pounds with at most 2 decimals, e.g. 250.00',
    ],
    ['no amount', { amount: undefined }, 'Enter the amount'],
    ['an empty amount', { amount: '' }, 'Enter the amount'],
    ['a zero amount', { amount: '0.00' }, 'Amount must be more than £0.00'],
    [
      'three decimals',
      { amount: '10.005' },
      'Amount must be in pounds with at most 2 decimals, e.g. 250.00',
    ],
    ['a date in the future', { movedOn: '2999-01-01' }, 'The date cannot be in the future'],
    [
      'no reference',
      { reference: ' ' },
      'Enter a reference: the bank’s, the card terminal’s or the receipt’s',
    ],
    [
      'an online payment by hand',
      { method: 'online' },
      'A payment is recorded as a bank transfer, cash on delivery or card by phone',
    ],
    [
      'a date before the order',
      { movedOn: '2020-01-01' },
      /^The date cannot be before the order was placed/,
    ],
  ])('refuses %s with a message, and changes nothing', async (_name, overrides, message) => {
    const id = await confirmedOrder(t, customer);
    const before = await moneyState(id);
    const refused = await record(id, overrides);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toMatch(message);
    expect(await moneyState(id)).toEqual(before);
  });

  it('refuses a payment of more than the balance due without a reason, and changes nothing', async () => {
    const id = await confirmedOrder(t, customer);
    await record(id, { amount: '300.00' });
    const before = await moneyState(id);
    const refused = await record(id, { amount: '38.11' });
    expect(refused.statusCode).toBe(400);
    const message =
      'This is £0.01 more than the £38.10 due. Give a reason to record the overpayment: the difference will show as a refund owed.';
    expect(refused.json()).toEqual({
      message,
      details: [{ path: 'overpaymentReason', message }],
    });
    expect(await moneyState(id)).toEqual(before);
  });

  it('records an overpayment with its reason, as a refund owed', async () => {
    const id = await confirmedOrder(t, customer);
    const response = await record(id, {
      amount: '400.00',
      overpaymentReason: 'Customer rounded up the transfer',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<RecordedLedgerEntry>()).toMatchObject({
      entry: { amount: '400.00', overpaymentReason: 'Customer rounded up the transfer' },
      order: { balance: '-61.90', state: 'refund_owed', paymentStatus: 'completed' },
    });
    expect(await moneyState(id)).toMatchObject({
      received: '400.00',
      paymentStatus: 'completed',
      paymentIssue: 'refund_due',
    });
    expect(await entriesOf(id)).toMatchObject([
      { amount: '400.00', overpaymentReason: 'Customer rounded up the transfer' },
    ]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'payment.recorded'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.after).toMatchObject({ overpaymentReason: 'Customer rounded up the transfer' });
  });

  it('keeps no reason on a payment that is not an overpayment', async () => {
    const id = await confirmedOrder(t, customer);
    const response = await record(id, { amount: '100.00', overpaymentReason: 'Not needed' });
    expect(response.statusCode).toBe(201);
    expect(response.json<RecordedLedgerEntry>().entry.overpaymentReason).toBeNull();
  });

  it('refuses £99,999,999.99 on a £338.10 order without a reason, and the next payment still answers', async () => {
    const id = await confirmedOrder(t, customer);
    const before = await moneyState(id);
    const huge = await record(id, { amount: '99999999.99' });
    expect(huge.statusCode).toBe(400);
    expect(huge.json<{ message: string }>().message).toMatch(/^This is £99,999,661\.89 more/);
    expect(await moneyState(id)).toEqual(before);
    expect((await record(id, { amount: '1.00' })).statusCode).toBe(201);
  });

  it('refuses, even with a reason, a payment that would take the order past £99,999,999.99', async () => {
    const id = await confirmedOrder(t, customer);
    const reason = { overpaymentReason: 'Typed in error' };
    expect((await record(id, { amount: '99999999.99', ...reason })).statusCode).toBe(201);
    const before = await moneyState(id);
    const next = await record(id, { amount: '1.00', ...reason });
    expect(next.statusCode).toBe(400);
    expect(next.json()).toEqual({
      message: "An order's payments cannot come to more than £99,999,999.99.",
      details: [
        { path: 'amount', message: "An order's payments cannot come to more than £99,999,999.99." },
      ],
    });
    expect(await moneyState(id)).toEqual(before);
  });

  it('is for the back office only, and for orders that exist', async () => {
    const id = await confirmedOrder(t, customer);
    expect((await record(id, {}, customer.cookie)).statusCode).toBe(401);
    expect((await record(999_999)).statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/ledger' });
    expect(list.statusCode).toBe(401);
  });
});

describe('cancelling an order that holds money', () => {
  const refundOwedEmails = async (id: number) =>
    (await emailsOf(t, id)).filter((m) => m.subject === `Refund owed - order #${id}`);
  const cancellationEmail = async (id: number) =>
    (await emailsOf(t, id)).find((m) => m.subject.startsWith(`Order #${id} cancelled`));

  it('marks the refund owed, tells the business, and tells the customer it is being arranged', async () => {
    const id = await confirmedOrder(t, customer);
    await record(id);
    const cancelled = await adminSetStatus(t, admin, id, 'cancelled');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', paymentIssue: 'refund_due' });
    expect(await orderRow(t, id)).toMatchObject({ paymentIssue: 'refund_due' });

    const business = await refundOwedEmails(id);
    expect(business).toHaveLength(1);
    expect(business[0]).toMatchObject({ toAddress: 'orders@shop.test' });
    expect(JSON.stringify(business[0]!.body)).toContain('Refund of £338.10 owed');
    const customerEmail = await cancellationEmail(id);
    expect(JSON.stringify(customerEmail?.body)).toContain(
      'The refund of £338.10 is being arranged',
    );

    // The customer's account says so too.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/customers/orders',
      headers: { cookie: customer.cookie },
    });
    expect(mine.json<{ id: number; amountReceived: string }[]>()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, amountReceived: '338.10' })]),
    );

    // The refund, once made and recorded, settles it.
    const refund = await record(id, { kind: 'refund', method: 'bank_transfer', reference: 'RF1' });
    expect(refund.statusCode).toBe(201);
    expect(await orderRow(t, id)).toMatchObject({
      amountRefunded: '338.10',
      paymentStatus: 'refunded',
      paymentIssue: null,
    });
  });

  it('does the same for each order of a bulk cancellation, and nothing for unpaid ones', async () => {
    const paid = await confirmedOrder(t, customer);
    const unpaid = await confirmedOrder(t, customer);
    await record(paid, { amount: '50.00' });
    const bulk = await t.app.inject({
      method: 'PATCH',
      url: '/api/orders/status',
      headers: { cookie: admin },
      payload: { orderIds: [paid, unpaid], status: 'cancelled' },
    });
    expect(bulk.statusCode).toBe(200);
    expect(await orderRow(t, paid)).toMatchObject({ paymentIssue: 'refund_due' });
    expect(await orderRow(t, unpaid)).toMatchObject({ paymentIssue: null });
    expect(await refundOwedEmails(paid)).toHaveLength(1);
    expect(await refundOwedEmails(unpaid)).toHaveLength(0);
    expect(JSON.stringify((await cancellationEmail(paid))?.body)).toContain(
      'The refund of £50.00 is being arranged',
    );
    expect(JSON.stringify((await cancellationEmail(unpaid))?.body)).not.toContain('being arranged');
  });
});
