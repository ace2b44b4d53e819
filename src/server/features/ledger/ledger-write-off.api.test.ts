import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ukDate } from '#domain/uk-date';
import { listLedger, reverseWriteOff, writeOffBalance } from '#shared/api/ledger';
import type { LedgerPage, RecordedLedgerEntry } from '#shared/schemas/ledger';
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

/** A bank transfer received today, through the ledger's own endpoint. */
async function pay(orderId: number, amount: string, overpaymentReason?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/ledger`,
    headers: { cookie: admin },
    payload: {
      kind: 'payment',
      method: 'bank_transfer',
      amount,
      movedOn: ukDate(new Date()),
      reference: 'BACS 0042',
      ...(overpaymentReason ? { overpaymentReason } : {}),
    },
  });
  expect(response.statusCode).toBe(201);
}

async function writeOff(orderId: number, payload: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/ledger/write-offs`,
    headers: { cookie: admin },
    payload,
  });
  expectAnswerMatchesOpenApi(writeOffBalance, response);
  return response;
}

async function reverse(orderId: number, entryId: number, reason = 'Written off by mistake') {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/ledger/${entryId}/reversal`,
    headers: { cookie: admin },
    payload: { reason },
  });
  expectAnswerMatchesOpenApi(reverseWriteOff, response);
  return response;
}

async function ledgerPage(query: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/ledger?${query}`,
    headers: { cookie: admin },
  });
  expect(response.statusCode).toBe(200);
  expectAnswerMatchesOpenApi(listLedger, response);
  return response.json<LedgerPage>();
}

const entriesOf = (orderId: number) =>
  t.database.db.select().from(orderLedger).where(eq(orderLedger.orderId, orderId));

const auditOf = (orderId: number, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, String(orderId)), eq(auditLog.action, action)));

describe('writing off a balance the business will not collect', () => {
  it('settles an order a few pence short, audited, with no email to the customer', async () => {
    const id = await confirmedOrder(t, customer);
    await pay(id, '338.00');
    const emailsBefore = (await emailsOf(t, id)).length;
    const response = await writeOff(id, { amount: '0.10', reason: 'Bank charge on the transfer' });
    expect(response.statusCode).toBe(201);
    const recorded = response.json<RecordedLedgerEntry>();
    expect(recorded.entry).toMatchObject({
      kind: 'write_off',
      method: 'none',
      amount: '0.10',
      reason: 'Bank charge on the transfer',
      writeOffPart: 'balance',
      reversesId: null,
    });
    expect(recorded.order).toMatchObject({
      amountWrittenOff: '0.10',
      balance: '0.00',
      state: 'settled',
      paymentStatus: 'completed',
    });
    expect(await orderRow(t, id)).toMatchObject({
      amountReceived: '338.00',
      amountWrittenOff: '0.10',
      paymentStatus: 'completed',
      paymentIssue: null,
    });
    const [audit] = await auditOf(id, 'payment.written_off');
    expect(audit?.after).toMatchObject({
      kind: 'write_off',
      part: 'balance',
      amount: '0.10',
      reason: 'Bank charge on the transfer',
      paymentStatus: 'completed',
    });
    const events = await t.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id));
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'written_off', oldValue: '0.00', newValue: '0.10' }),
      ]),
    );
    expect(await emailsOf(t, id)).toHaveLength(emailsBefore);
  });

  it('lists an order written off in full with nothing received, and totals what was written off', async () => {
    const id = await confirmedOrder(t, customer);
    const before = await ledgerPage('state=all&pageSize=50');
    const response = await writeOff(id, { amount: '338.10', reason: 'Customer went bust' });
    expect(response.statusCode).toBe(201);
    expect(response.json<RecordedLedgerEntry>().order.paymentStatus).toBe('completed');
    const after = await ledgerPage('state=all&pageSize=50');
    expect(after.items.map((order) => order.orderId)).toContain(id);
    // Listed before as a balance due, and still listed once written off.
    expect(after.totals.orders).toBe(before.totals.orders);
    expect(Number(after.totals.writtenOff) - Number(before.totals.writtenOff)).toBeCloseTo(338.1);
    expect(after.totals.balanceDue).toBe((Number(before.totals.balanceDue) - 338.1).toFixed(2));
    // A search (by the customer's email: it does not read order numbers) sums its matches itself.
    const email = encodeURIComponent(customer.customer.email);
    const searched = await ledgerPage(`state=all&pageSize=50&search=${email}`);
    expect(searched.items.find((order) => order.orderId === id)).toMatchObject({
      amountWrittenOff: '338.10',
      state: 'settled',
    });
    const due = await ledgerPage('state=balance_due&pageSize=50');
    expect(due.items.map((order) => order.orderId)).not.toContain(id);
  });

  it('reverses a write-off with an entry of its own: the balance is due again', async () => {
    const id = await confirmedOrder(t, customer);
    await pay(id, '300.00');
    const written = (
      await writeOff(id, { amount: '38.10', reason: 'Goodwill' })
    ).json<RecordedLedgerEntry>();
    const response = await reverse(id, written.entry.id);
    expect(response.statusCode).toBe(201);
    expect(response.json<RecordedLedgerEntry>()).toMatchObject({
      entry: {
        kind: 'write_off_reversal',
        method: 'none',
        amount: '38.10',
        writeOffPart: 'balance',
        reversesId: written.entry.id,
        reason: 'Written off by mistake',
      },
      order: { amountWrittenOff: '0.00', balance: '38.10', state: 'balance_due' },
    });
    expect(await orderRow(t, id)).toMatchObject({
      paymentStatus: 'pending',
      paymentIssue: 'balance_due',
    });
    expect(await entriesOf(id)).toHaveLength(3);
    expect(await auditOf(id, 'payment.write_off_reversed')).toHaveLength(1);

    const again = await reverse(id, written.entry.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This write-off has already been reversed' });
    const payment = (await entriesOf(id)).find((entry) => entry.kind === 'payment')!;
    const notAWriteOff = await reverse(id, payment.id);
    expect(notAWriteOff.statusCode).toBe(409);
    expect(notAWriteOff.json()).toEqual({ message: 'Only a write-off can be reversed' });
    expect(await entriesOf(id)).toHaveLength(3);
  });
});

describe('writing off an overpayment the customer said to keep', () => {
  it('clears the refund owed', async () => {
    const id = await confirmedOrder(t, customer);
    await pay(id, '340.00', 'Customer rounded up the transfer');
    expect(await orderRow(t, id)).toMatchObject({ paymentIssue: 'refund_due' });
    const response = await writeOff(id, { amount: '1.90', reason: 'Customer said to keep it' });
    expect(response.statusCode).toBe(201);
    expect(response.json<RecordedLedgerEntry>()).toMatchObject({
      entry: { writeOffPart: 'overpayment' },
      order: { amountWrittenOff: '-1.90', balance: '0.00', state: 'settled' },
    });
    expect(await orderRow(t, id)).toMatchObject({
      paymentStatus: 'completed',
      paymentIssue: null,
    });
  });

  it('keeps part of what a cancelled order holds: the rest is still to refund', async () => {
    const id = await confirmedOrder(t, customer);
    await pay(id, '338.10');
    expect((await adminSetStatus(t, admin, id, 'cancelled')).statusCode).toBe(200);
    const response = await writeOff(id, { amount: '38.10', reason: 'Restocking charge agreed' });
    expect(response.statusCode).toBe(201);
    expect(response.json<RecordedLedgerEntry>().order).toMatchObject({
      balance: '-300.00',
      state: 'refund_owed',
    });
  });
});

describe('refusing a write-off', () => {
  it.each([
    [
      'no amount over £0.00',
      { amount: '0.00', reason: 'x' },
      400,
      'Amount must be more than £0.00',
    ],
    ['no reason', { amount: '1.00', reason: '  ' }, 400, 'Give the reason for the write-off'],
    [
      'more than the balance due',
      { amount: '338.11', reason: 'Bad debt' },
      400,
      'A write-off cannot be more than the £338.10 due.',
    ],
  ])('refuses %s, writing nothing', async (_name, payload, status, message) => {
    const id = await confirmedOrder(t, customer);
    const response = await writeOff(id, payload);
    expect(response.statusCode).toBe(status);
    expect(response.json<{ message: string }>().message).toBe(message);
    expect(await entriesOf(id)).toHaveLength(0);
    expect(await orderRow(t, id)).toMatchObject({ amountWrittenOff: '0.00' });
  });

  it('refuses an order with nothing due or owed, and a missing order', async () => {
    const id = await confirmedOrder(t, customer);
    await pay(id, '338.10');
    const settled = await writeOff(id, { amount: '1.00', reason: 'Bad debt' });
    expect(settled.statusCode).toBe(409);
    expect(settled.json()).toEqual({
      message: 'Nothing is due or to be refunded on this order, so there is nothing to write off.',
    });
    expect(await entriesOf(id)).toHaveLength(1);
    expect((await writeOff(999_999, { amount: '1.00', reason: 'Bad debt' })).statusCode).toBe(404);
  });

  it('refuses a cancelled order’s total: nothing is due on it', async () => {
    const id = await confirmedOrder(t, customer);
    expect((await adminSetStatus(t, admin, id, 'cancelled')).statusCode).toBe(200);
    const response = await writeOff(id, { amount: '338.10', reason: 'Bad debt' });
    expect(response.statusCode).toBe(409);
    expect(await entriesOf(id)).toHaveLength(0);
  });

  it('is for the back office only', async () => {
    const id = await confirmedOrder(t, customer);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/ledger/write-offs`,
      headers: { cookie: customer.cookie },
      payload: { amount: '1.00', reason: 'Bad debt' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(401);
    expect(response.statusCode).toBeLessThan(404);
  });
});
