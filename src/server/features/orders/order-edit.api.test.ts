import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderEditPreview } from '#shared/schemas/order-edit';
import { auditLog, orderEvents, orders } from '#server/db/schema';
import { signInAdmin } from '#test-support/admin';
import { guestOrder, registerCustomer } from '#test-support/customers';
import { invoiceScenario, pdfText } from '#test-support/invoices';
import {
  attemptsOf,
  emailsOf,
  orderRow,
  payNow,
  paymentUrlOf,
  setPaymentsEnabled,
} from '#test-support/payment-orders';
import { createTestApp, type TestApp } from '#test-support/test-app';

let t: TestApp;
let admin: string;
let scenario: ReturnType<typeof invoiceScenario>;

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false } });
  admin = await signInAdmin(t.app);
  scenario = invoiceScenario(t, admin);
  await scenario.setVatSettings();
});
afterAll(async () => t.close());

const adminCall: ReturnType<typeof invoiceScenario>['adminCall'] = (...args) =>
  scenario.adminCall(...args);
const number = (n: number) => String(n).padStart(6, '0');

/** The example: 6 t at £275.00 a tonne, £1,650.00 + VAT at 5% £82.50 = £1,732.50. */
const SIX_TONNES = {
  quantity: '6.0',
  unitPrice: '275.00',
  vatAmount: '82.50',
  totalPrice: '1732.50',
};

/** The edit dialog's body for such an order, as it stands. */
const editBody = (email: string, changes: Record<string, unknown> = {}) => {
  const { customerId: _guest, ...order } = guestOrder({ email });
  return { ...order, quantity: 6, unitPrice: '275.00', totalPrice: '1732.50', ...changes };
};

/** A guest's order of 6 t at £275.00, confirmed and so invoiced. */
async function invoicedOrder(email: string): Promise<number> {
  const id = await scenario.placeOrder(null, { email });
  await t.database.db.update(orders).set(SIX_TONNES).where(eq(orders.id, id));
  expect((await scenario.confirm(id)).statusCode).toBe(200);
  expect(await scenario.documentsOf(id)).toHaveLength(1);
  return id;
}

/** What is written about an order: its row, events, documents, emails and audit entries. */
async function footprint(id: number) {
  const [row, events, documents, emails, audit] = await Promise.all([
    orderRow(t, id),
    t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)),
    scenario.documentsOf(id),
    emailsOf(t, id),
    t.database.db.select().from(auditLog),
  ]);
  return { row, events: events.length, documents, emails: emails.length, audit: audit.length };
}

describe('the figures of an edited order', () => {
  it('refuses a total that disagrees with quantity, price and VAT, naming the right one', async () => {
    const id = await invoicedOrder('stale-total@example.com');
    const before = await footprint(id);
    const stale = await adminCall(
      'PATCH',
      `/api/orders/${id}`,
      editBody('stale-total@example.com', { quantity: 7 }),
    );
    expect(stale.statusCode).toBe(400);
    const message = 'Total price must be £2,021.25: 7 tonnes at £275.00 per tonne plus VAT at 5%';
    expect(stale.json()).toEqual({ message, details: [{ path: 'totalPrice', message }] });
    expect(await footprint(id)).toEqual(before);
  });

  it('stores the VAT of a quantity edit, and the new invoice says so and what it replaces', async () => {
    const id = await invoicedOrder('seven-tonnes@example.com');
    const [first] = await scenario.documentsOf(id);
    const edited = await adminCall(
      'PATCH',
      `/api/orders/${id}`,
      editBody('seven-tonnes@example.com', { quantity: 7, totalPrice: '2021.25' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ quantity: 7, vatAmount: '96.25', totalPrice: '2021.25' });
    expect(await orderRow(t, id)).toMatchObject({ vatAmount: '96.25', totalPrice: '2021.25' });

    const [, note, invoice] = await scenario.documentsOf(id);
    expect(note).toMatchObject({ kind: 'credit_note', creditsInvoiceId: first!.id });
    expect(invoice!.document).toMatchObject({ replacesNumber: first!.number });
    const text = pdfText((await adminCall('GET', `/api/invoices/${invoice!.id}/pdf`)).rawPayload);
    for (const line of ['7 tonnes', '£1,925.00', '£96.25', '£2,021.25']) {
      expect(text).toContain(line);
    }
    expect(text).toMatch(new RegExp(`Replaces invoice:\\s+${number(first!.number)}`));

    const mailed = (await emailsOf(t, id)).find((e) =>
      e.attachments?.some((a) => a.filename === `invoice-${number(invoice!.number)}.pdf`),
    );
    expect(JSON.stringify(mailed?.body)).toContain(`It replaces invoice ${number(first!.number)}.`);
  });

  it('prices a change of VAT rate, which the back office may now make', async () => {
    const id = await invoicedOrder('vat-rate@example.com');
    const wrong = await adminCall(
      'PATCH',
      `/api/orders/${id}`,
      editBody('vat-rate@example.com', { vatRate: 20 }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(
      'Total price must be £1,980.00: 6 tonnes at £275.00 per tonne plus VAT at 20%',
    );
    const right = await adminCall(
      'PATCH',
      `/api/orders/${id}`,
      editBody('vat-rate@example.com', { vatRate: 20, totalPrice: '1980.00' }),
    );
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ vatRate: 20, vatAmount: '330.00', totalPrice: '1980.00' });
    const bad = await adminCall(
      'PATCH',
      `/api/orders/${id}`,
      editBody('vat-rate@example.com', { vatRate: 17 }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([
      { path: 'vatRate', message: 'VAT rate must be 0, 5 or 20' },
    ]);
  });
});

describe('documents change only when what they say changes', () => {
  it('issues nothing and emails nothing for a phone-only edit', async () => {
    const email = 'phone-only@example.com';
    const id = await invoicedOrder(email);
    const before = await footprint(id);
    const edited = await adminCall(
      'PATCH',
      `/api/orders/${id}`,
      editBody(email, { phone: '01632 960999' }),
    );
    expect(edited.statusCode).toBe(200);
    const after = await footprint(id);
    expect(after.row.phone).toBe('01632 960999');
    expect(after.documents).toEqual(before.documents);
    expect(after.emails).toBe(before.emails);
  });

  it('issues nothing when a guest order is linked to the account of the same person', async () => {
    const ada = await registerCustomer(t.app, { email: `ada-${Date.now()}@example.com` });
    const id = await invoicedOrder(ada.customer.email);
    const before = await footprint(id);
    const linked = await adminCall('PATCH', `/api/orders/${id}/associate-customer`, {
      customerId: ada.customer.id,
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ customerId: ada.customer.id });
    const after = await footprint(id);
    expect(after.documents).toEqual(before.documents);
    expect(after.emails).toBe(before.emails);
  });

  it('issues nothing when a confirmed order is confirmed again, alone, in bulk or in the dialog', async () => {
    const email = 'reconfirmed@example.com';
    const id = await invoicedOrder(email);
    const before = await footprint(id);
    expect((await scenario.confirm(id)).statusCode).toBe(200);
    const bulk = await adminCall('PATCH', '/api/orders/status', {
      orderIds: [id],
      status: 'confirmed',
    });
    expect(bulk.statusCode).toBe(200);
    const dialog = await adminCall(
      'PATCH',
      `/api/orders/${id}`,
      editBody(email, { status: 'confirmed', paymentStatus: 'completed' }),
    );
    expect(dialog.statusCode).toBe(200);
    const after = await footprint(id);
    expect(after.documents).toEqual(before.documents);
    expect(after.emails).toBe(before.emails);
  });

  it('re-issues for a new billing address, the new invoice naming the one it replaces', async () => {
    const email = 'new-billing@example.com';
    const id = await invoicedOrder(email);
    const [first] = await scenario.documentsOf(id);
    const edited = await adminCall(
      'PATCH',
      `/api/orders/${id}`,
      editBody(email, {
        billingAddressLine1: '1 Ledger Lane',
        billingCity: 'London',
        billingPostcode: 'EC1A 1BB',
      }),
    );
    expect(edited.statusCode).toBe(200);
    const documents = await scenario.documentsOf(id);
    expect(documents.map((d) => d.kind)).toEqual(['invoice', 'credit_note', 'invoice']);
    expect(documents[2]!.document.customer.addressLines).toEqual([
      '1 Ledger Lane',
      'London',
      'EC1A 1BB',
    ]);
    expect(documents[2]!.document.replacesNumber).toBe(first!.number);
  });
});

describe('the edit preview', () => {
  it('answers the figures, the documents and the payments an edit would change, writing nothing', async () => {
    await setPaymentsEnabled(t, admin, true);
    const ada = await registerCustomer(t.app, { email: `preview-${Date.now()}@example.com` });
    const id = await invoicedOrder(ada.customer.email);
    await t.database.db
      .update(orders)
      .set({ customerId: ada.customer.id })
      .where(eq(orders.id, id));
    paymentUrlOf(await payNow(t, id, ada.cookie));
    const [invoice] = await scenario.documentsOf(id);
    const before = await footprint(id);

    const body = editBody(ada.customer.email, { quantity: 7, totalPrice: '2021.25' });
    const preview = await adminCall('POST', `/api/orders/${id}/edit-preview`, body);
    expect(preview.statusCode).toBe(200);
    expect(preview.json<OrderEditPreview>()).toEqual({
      figures: {
        quantity: 7,
        unitPrice: '275.00',
        vatRate: 5,
        netAmount: '1925.00',
        vatAmount: '96.25',
        totalPrice: '2021.25',
      },
      changes: ['quantity', 'totalPrice', 'vatAmount'],
      documents: { creditsInvoice: number(invoice!.number), newInvoice: true },
      paymentsVoided: 1,
      message:
        'This issues a credit note and a new invoice for £2,021.25; the open payment attempt is voided.',
    });
    expect(await footprint(id)).toEqual(before);
    expect(await attemptsOf(t, id)).toMatchObject([{ voidedAt: null }]);

    const phone = await adminCall(
      'POST',
      `/api/orders/${id}/edit-preview`,
      editBody(ada.customer.email, { phone: '01632 960999' }),
    );
    expect(phone.json<OrderEditPreview>()).toMatchObject({
      changes: ['phone'],
      documents: { creditsInvoice: null, newInvoice: false },
      paymentsVoided: 0,
      message: 'No invoice is issued and no payment is voided.',
    });
  });

  it('refuses what the save refuses, and is for the back office only', async () => {
    const id = await invoicedOrder('preview-refused@example.com');
    const stale = await adminCall(
      'POST',
      `/api/orders/${id}/edit-preview`,
      editBody('preview-refused@example.com', { quantity: 7 }),
    );
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(
      'Total price must be £2,021.25: 7 tonnes at £275.00 per tonne plus VAT at 5%',
    );
    const invalid = await adminCall('POST', `/api/orders/${id}/edit-preview`, { quantity: 0.7 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Invalid order data');
    const missing = await adminCall(
      'POST',
      '/api/orders/999999/edit-preview',
      editBody('preview-refused@example.com'),
    );
    expect(missing.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/edit-preview`,
      payload: editBody('preview-refused@example.com'),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
