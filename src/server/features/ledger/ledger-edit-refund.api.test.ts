import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ukDate } from '#domain/uk-date';
import type { LedgerPage } from '#shared/schemas/ledger';
import type { OrderEditPreview } from '#shared/schemas/order-edit';
import { auditLog } from '#server/features/audit/audit.tables';
import { signInAdmin } from '#test-support/admin';
import { orderFor, registerCustomer, type SignedIn } from '#test-support/customers';
import { invoiceScenario, pdfText } from '#test-support/invoices';
import { emailsOf, orderRow } from '#test-support/payment-orders';
import { openedBody } from '#test-support/stored-email';
import { createTestApp, type TestApp } from '#test-support/test-app';

let t: TestApp;
let admin: string;
let customer: SignedIn;
let scenario: ReturnType<typeof invoiceScenario>;

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false } });
  admin = await signInAdmin(t.app);
  customer = await registerCustomer(t.app);
  scenario = invoiceScenario(t, admin);
  await scenario.setVatSettings();
});
afterAll(async () => t.close());

/** The issue's order: 3 t to Doncaster at £289.00, £867.00 + VAT at 5% £43.35 = £910.35. */
async function paidThreeTonnes(): Promise<number> {
  const id = await scenario.placeOrder(customer, { quantity: 3, totalPrice: '910.35' });
  expect((await scenario.confirm(id)).statusCode).toBe(200);
  expect(await pay(id, 'payment', '910.35')).toBe(201);
  expect(await orderRow(t, id)).toMatchObject({ paymentStatus: 'completed' });
  return id;
}

async function pay(id: number, kind: 'payment' | 'refund', amount: string): Promise<number> {
  const recorded = await scenario.adminCall('POST', `/api/orders/${id}/ledger`, {
    kind,
    method: 'bank_transfer',
    amount,
    movedOn: ukDate(new Date()),
    reference: `BACS ${kind}`,
  });
  return recorded.statusCode;
}

/** The edit dialog's body for the customer's order with these changes (it sends no price). */
function editBody(changes: Record<string, unknown>) {
  const { customerId: _c, unitPrice: _u, totalPrice: _t, ...order } = orderFor(customer);
  return { ...order, ...changes };
}

const pdfOf = async (invoiceId: number) =>
  pdfText((await scenario.adminCall('GET', `/api/invoices/${invoiceId}/pdf`)).rawPayload);

describe('an edit that leaves money to repay', () => {
  it('says so in the preview, marks the refund owed, tells the business and the customer', async () => {
    const id = await paidThreeTonnes();

    const preview = await scenario.adminCall(
      'POST',
      `/api/orders/${id}/edit-preview`,
      editBody({ quantity: 2 }),
    );
    expect(preview.statusCode).toBe(200);
    const planned = preview.json<OrderEditPreview>();
    expect(planned.refundOwed).toBe('303.45');
    expect(planned.message).toContain('£303.45 of the £910.35 received is to be refunded');

    const edited = await scenario.adminCall(
      'PATCH',
      `/api/orders/${id}`,
      editBody({ quantity: 2 }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ totalPrice: '606.90', paymentIssue: 'refund_due' });
    expect(await orderRow(t, id)).toMatchObject({
      amountReceived: '910.35',
      paymentIssue: 'refund_due',
      paymentStatus: 'completed',
    });

    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.refund_owed'), eq(auditLog.entityId, String(id))));
    expect(audited).toHaveLength(1);
    expect(audited[0]!.after).toMatchObject({ refundOwed: '£303.45' });

    const emails = await emailsOf(t, id);
    const business = emails.filter((m) => m.subject === `Refund owed - order #${id}`);
    expect(business).toHaveLength(1);
    const businessText = JSON.stringify(openedBody(business[0]!.body));
    expect(businessText).toContain('Refund of £303.45 owed');
    expect(businessText).toContain('£606.90');
    expect(businessText).not.toContain('cancelled');

    // The new invoice and the credit note, as the customer reads them.
    const [, note, invoice] = await scenario.documentsOf(id);
    expect(note!.kind).toBe('credit_note');
    expect(invoice!.kind).toBe('invoice');
    const invoiceText = await pdfOf(invoice!.id);
    expect(invoiceText).not.toContain('Paid in full');
    expect(invoiceText).toContain('Received: £910.35');
    expect(invoiceText).toContain('To be refunded to you: £303.45');
    const noteText = await pdfOf(note!.id);
    expect(noteText).toContain('Received for order');
    expect(noteText).toContain('To be refunded to you: £303.45');

    const number = String(invoice!.number).padStart(6, '0');
    const invoiceEmail = emails.find((m) => m.subject.includes(number));
    expect(invoiceEmail).toBeDefined();
    const customerText = JSON.stringify(openedBody(invoiceEmail!.body));
    expect(customerText).toContain('We have received £910.35 for order');
    expect(customerText).toContain('£303.45 will be refunded to you');
  });

  it('tells nothing of a refund when the edit leaves the money covering the total', async () => {
    const id = await paidThreeTonnes();
    const edited = await scenario.adminCall(
      'PATCH',
      `/api/orders/${id}`,
      editBody({ quantity: 4 }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ paymentIssue: 'balance_due', paymentStatus: 'pending' });
    const emails = await emailsOf(t, id);
    expect(emails.filter((m) => m.subject.startsWith('Refund owed'))).toHaveLength(0);
    const invoice = (await scenario.documentsOf(id)).at(-1)!;
    const text = await pdfOf(invoice.id);
    expect(text).not.toContain('Paid in full');
    expect(text).not.toContain('refunded');
  });

  it('states a paid invoice as paid in full, naming what was received', async () => {
    const id = await paidThreeTonnes();
    // A new billing address re-issues the invoice with the money as it stands.
    const edited = await scenario.adminCall(
      'PATCH',
      `/api/orders/${id}`,
      editBody({
        quantity: 3,
        billingAddressLine1: '1 Ledger Lane',
        billingCity: 'Hull',
        billingPostcode: 'HU1 1AA',
      }),
    );
    expect(edited.statusCode).toBe(200);
    const invoice = (await scenario.documentsOf(id)).at(-1)!;
    expect(await pdfOf(invoice.id)).toContain('Paid in full: £910.35 received. Thank you.');
  });
});

describe('a paid order cancelled', () => {
  it('says on its credit note what was received and that all of it is to be refunded', async () => {
    const id = await paidThreeTonnes();
    const cancelled = await scenario.adminCall('PATCH', `/api/orders/${id}/status`, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode).toBe(200);
    const [, note] = await scenario.documentsOf(id);
    expect(note!.kind).toBe('credit_note');
    const text = await pdfOf(note!.id);
    expect(text).toContain(`Received for order #${id}: £910.35.`);
    expect(text).toContain('To be refunded to you: £910.35.');
    const business = (await emailsOf(t, id)).filter(
      (m) => m.subject === `Refund owed - order #${id}`,
    );
    expect(business).toHaveLength(1);
    expect(JSON.stringify(openedBody(business[0]!.body))).toContain('has been cancelled');
  });
});

describe('a balance written off, then the order cancelled or reduced', () => {
  /** The £910.35 order with `received` paid and the rest of its balance written off. */
  async function partPaidAndWrittenOff(received: string): Promise<number> {
    const id = await scenario.placeOrder(customer, { quantity: 3, totalPrice: '910.35' });
    expect((await scenario.confirm(id)).statusCode).toBe(200);
    expect(await pay(id, 'payment', received)).toBe(201);
    const rest = (910.35 - Number(received)).toFixed(2);
    const written = await scenario.adminCall('POST', `/api/orders/${id}/ledger/write-offs`, {
      amount: rest,
      reason: 'Agreed discount after a late delivery',
    });
    expect(written.statusCode).toBe(201);
    expect(await orderRow(t, id)).toMatchObject({ paymentStatus: 'completed' });
    return id;
  }

  /** The Payments tab: every order here is the one customer's, so a search finds them all. */
  const ledgerOf = async (state: string, search = '') => {
    const page = await scenario.adminCall(
      'GET',
      `/api/ledger?state=${state}&pageSize=50${search ? `&search=${search}` : ''}`,
    );
    expect(page.statusCode).toBe(200);
    return page.json<LedgerPage>();
  };

  it('refunds what was received, never the balance given up', async () => {
    const id = await partPaidAndWrittenOff('200.00');
    const before = await ledgerOf('refund_owed');

    const cancelled = await scenario.adminCall('PATCH', `/api/orders/${id}/status`, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode).toBe(200);
    const note = (await scenario.documentsOf(id)).at(-1)!;
    expect(note.kind).toBe('credit_note');
    const text = await pdfOf(note.id);
    expect(text).toContain(`Received for order #${id}: £200.00.`);
    expect(text).toContain('To be refunded to you: £200.00.');
    expect(text).not.toContain('£910.35.');

    const business = (await emailsOf(t, id)).filter(
      (m) => m.subject === `Refund owed - order #${id}`,
    );
    expect(business).toHaveLength(1);
    expect(JSON.stringify(openedBody(business[0]!.body))).toContain('£200.00');

    // The Payments tab agrees: the row, its day totals, and the sums a search makes itself.
    const after = await ledgerOf('refund_owed');
    expect(after.items.find((order) => order.orderId === id)).toMatchObject({
      balance: '-200.00',
      state: 'refund_owed',
    });
    expect(Number(after.totals.refundOwed) - Number(before.totals.refundOwed)).toBeCloseTo(200);
    expect(after.totals.writtenOff).toBe(before.totals.writtenOff);
    for (const state of ['all', 'refund_owed', 'balance_due']) {
      const searched = await ledgerOf(state, encodeURIComponent(customer.customer.email));
      expect(searched.totals).toEqual((await ledgerOf(state)).totals);
    }
  });

  it('refunds only what is held beyond the reduced total', async () => {
    const id = await partPaidAndWrittenOff('700.00');
    const preview = await scenario.adminCall(
      'POST',
      `/api/orders/${id}/edit-preview`,
      editBody({ quantity: 2 }),
    );
    expect(preview.json<OrderEditPreview>().refundOwed).toBe('93.10');

    const edited = await scenario.adminCall(
      'PATCH',
      `/api/orders/${id}`,
      editBody({ quantity: 2 }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ totalPrice: '606.90', paymentIssue: 'refund_due' });
    const invoice = (await scenario.documentsOf(id)).at(-1)!;
    const text = await pdfOf(invoice.id);
    expect(text).toContain('Received: £700.00.');
    expect(text).toContain('To be refunded to you: £93.10.');
    const listed = (await ledgerOf('all')).items.find((order) => order.orderId === id);
    expect(listed).toMatchObject({ balance: '-93.10' });
  });
});

describe('the payment status', () => {
  it('is refused in the edit dialog body, changing nothing', async () => {
    const id = await scenario.placeOrder(customer, { quantity: 3, totalPrice: '910.35' });
    expect((await scenario.confirm(id)).statusCode).toBe(200);
    const refused = await scenario.adminCall(
      'PATCH',
      `/api/orders/${id}`,
      editBody({ quantity: 3, paymentStatus: 'completed' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Invalid order data');
    expect(await orderRow(t, id)).toMatchObject({ paymentStatus: 'pending' });
  });

  it('follows the ledger everywhere: payment, part refund, full refund', async () => {
    const id = await paidThreeTonnes();
    const everywhere = async () => {
      const list = await scenario.adminCall('GET', `/api/orders?search=${customer.customer.email}`);
      const mine = await t.app.inject({
        method: 'GET',
        url: '/api/customers/orders',
        headers: { cookie: customer.cookie },
      });
      return [
        list
          .json<{ items: { id: number; paymentStatus: string }[] }>()
          .items.find((o) => o.id === id)?.paymentStatus,
        mine.json<{ id: number; paymentStatus: string }[]>().find((o) => o.id === id)
          ?.paymentStatus,
      ];
    };
    expect(await everywhere()).toEqual(['completed', 'completed']);
    expect(await pay(id, 'refund', '10.35')).toBe(201);
    expect(await everywhere()).toEqual(['pending', 'pending']);
    expect(await pay(id, 'refund', '900.00')).toBe(201);
    expect(await everywhere()).toEqual(['refunded', 'refunded']);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audited.map((a) => a.action)).toEqual(
      expect.arrayContaining(['payment.recorded', 'payment.refund_recorded']),
    );
  });
});
