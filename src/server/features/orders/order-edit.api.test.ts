import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderEditPreview } from '#shared/schemas/order-edit';
import { auditLog } from '#server/features/audit/audit.tables';
import { orderEvents, orders } from '#server/features/orders/orders.tables';
import { signInAdmin } from '#test-support/admin';
import { guestOrder, registerCustomer, type SignedIn } from '#test-support/customers';
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

/** The edit dialog's body for such an order, as it stands: no price, the server prices it. */
const editBody = (email: string, changes: Record<string, unknown> = {}) => {
  const {
    customerId: _guest,
    unitPrice: _price,
    totalPrice: _total,
    ...order
  } = guestOrder({
    email,
  });
  return { ...order, quantity: 6, ...changes };
};

/** A guest's order of 6 t at £275.00, confirmed and so invoiced. */
async function invoicedOrder(email: string): Promise<number> {
  const id = await scenario.placeOrder(null, { email });
  await t.database.db.update(orders).set(SIX_TONNES).where(eq(orders.id, id));
  expect((await scenario.confirm(id)).statusCode).toBe(200);
  expect(await scenario.documentsOf(id)).toHaveLength(1);
  return id;
}

const DONCASTER_PRICES = { singlePrice: 289, bulkPrice: 275, wholesalePrice: 262 };

async function regionId(name: string): Promise<number> {
  const regions = (await t.app.inject({ method: 'GET', url: '/api/regions' })).json<
    { id: number; name: string }[]
  >();
  return regions.find((region) => region.name === name)!.id;
}

/**
 * The order: 12 t to St Albans at the wholesale £294.00 (bulk £308.00), 5% VAT,
 * £3,704.40, placed through checkout and confirmed, so invoiced.
 */
const ST_ALBANS = {
  addressLine1: '3 Abbey Mill Lane',
  city: 'St Albans',
  postcode: 'AL3 4HE',
  region: 'St Albans',
  quantity: 12,
  unitPrice: '294.00',
  totalPrice: '3704.40',
};
async function twelveTonnes(email: string, customer: SignedIn | null = null): Promise<number> {
  const id = await scenario.placeOrder(customer, { email, ...ST_ALBANS });
  expect((await scenario.confirm(id)).statusCode).toBe(200);
  expect(await scenario.documentsOf(id)).toHaveLength(1);
  return id;
}
const twelveTonnesBody = (email: string, changes: Record<string, unknown> = {}) =>
  editBody(email, { ...ST_ALBANS, unitPrice: undefined, totalPrice: undefined, ...changes });

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
  it('refuses a price sent by the browser, changing nothing', async () => {
    const id = await invoicedOrder('browser-price@example.com');
    const before = await footprint(id);
    // Figures that agree with each other, as an old dialog sent them: still no price is taken.
    for (const price of [{ unitPrice: '1.00', totalPrice: '7.35' }, { totalPrice: '2021.25' }]) {
      const sent = await adminCall(
        'PATCH',
        `/api/orders/${id}`,
        editBody('browser-price@example.com', { quantity: 7, ...price }),
      );
      expect(sent.statusCode).toBe(400);
      expect(sent.json().message).toBe('Invalid order data');
    }
    expect(await footprint(id)).toEqual(before);
  });

  it('stores the VAT of a quantity edit, and the new invoice says so and what it replaces', async () => {
    const id = await invoicedOrder('seven-tonnes@example.com');
    const [first] = await scenario.documentsOf(id);
    const edited = await adminCall(
      'PATCH',
      `/api/orders/${id}`,
      editBody('seven-tonnes@example.com', { quantity: 7 }),
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

  it('prices a change of VAT rate on the same unit price, whatever the region charges now', async () => {
    const id = await invoicedOrder('vat-rate@example.com');
    // 6 t in Doncaster is £275.00 a tonne; the order keeps it though the region's is now £280.00.
    await adminCall('PATCH', `/api/regions/${await regionId('Doncaster')}/pricing`, {
      ...DONCASTER_PRICES,
      bulkPrice: 280,
    });
    try {
      const right = await adminCall(
        'PATCH',
        `/api/orders/${id}`,
        editBody('vat-rate@example.com', { vatRate: 20 }),
      );
      expect(right.statusCode).toBe(200);
      expect(right.json()).toMatchObject({
        unitPrice: '275.00',
        vatRate: 20,
        vatAmount: '330.00',
        totalPrice: '1980.00',
      });
    } finally {
      await adminCall(
        'PATCH',
        `/api/regions/${await regionId('Doncaster')}/pricing`,
        DONCASTER_PRICES,
      );
    }
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

describe('a quantity edit prices like checkout', () => {
  it('re-prices 12 t to 8 t at the bulk £308.00, not the wholesale £294.00, and re-invoices', async () => {
    const email = 'twelve-to-eight@example.com';
    const id = await twelveTonnes(email);
    const [first] = await scenario.documentsOf(id);
    const edited = await adminCall(
      'PATCH',
      `/api/orders/${id}`,
      twelveTonnesBody(email, { quantity: 8 }),
    );
    expect(edited.statusCode).toBe(200);
    // 8 t at £308.00 = £2,464.00 + VAT £123.20: £117.60 more than at £294.00.
    expect(edited.json()).toMatchObject({
      quantity: 8,
      unitPrice: '308.00',
      vatAmount: '123.20',
      totalPrice: '2587.20',
    });
    const [, note, invoice] = await scenario.documentsOf(id);
    expect(note).toMatchObject({ kind: 'credit_note', creditsInvoiceId: first!.id });
    const text = pdfText((await adminCall('GET', `/api/invoices/${invoice!.id}/pdf`)).rawPayload);
    for (const line of ['8 tonnes', '£308.00', '£2,464.00', '£123.20', '£2,587.20']) {
      expect(text).toContain(line);
    }
    const events = await t.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id));
    expect(events).toContainEqual(
      expect.objectContaining({ field: 'unitPrice', oldValue: '294.00', newValue: '308.00' }),
    );
  });

  it('previews the old and the new unit price, and the figures of keeping the old one', async () => {
    const email = 'preview-reprice@example.com';
    const id = await twelveTonnes(email);
    const before = await footprint(id);
    const preview = await adminCall(
      'POST',
      `/api/orders/${id}/edit-preview`,
      twelveTonnesBody(email, { quantity: 8 }),
    );
    expect(preview.statusCode).toBe(200);
    expect(preview.json<OrderEditPreview>()).toMatchObject({
      figures: { quantity: 8, unitPrice: '308.00', vatAmount: '123.20', totalPrice: '2587.20' },
      repricing: {
        oldUnitPrice: '294.00',
        newUnitPrice: '308.00',
        tier: 'bulk',
        source: 'regional',
        kept: false,
      },
      changes: ['quantity', 'unitPrice', 'totalPrice', 'vatAmount'],
    });
    const kept = await adminCall(
      'POST',
      `/api/orders/${id}/edit-preview`,
      twelveTonnesBody(email, {
        quantity: 8,
        keepOldPrice: true,
        keepPriceReason: 'Agreed by phone',
      }),
    );
    expect(kept.json<OrderEditPreview>()).toMatchObject({
      figures: { unitPrice: '294.00', vatAmount: '117.60', totalPrice: '2469.60' },
      repricing: { oldUnitPrice: '294.00', newUnitPrice: '308.00', kept: true },
    });
    const phone = await adminCall(
      'POST',
      `/api/orders/${id}/edit-preview`,
      twelveTonnesBody(email, { phone: '01632 960999' }),
    );
    expect(phone.json<OrderEditPreview>()).toMatchObject({
      figures: { unitPrice: '294.00', totalPrice: '3704.40' },
      repricing: null,
    });
    expect(await footprint(id)).toEqual(before);
  });

  it('refuses to keep the old price without a reason, changing nothing', async () => {
    const email = 'keep-no-reason@example.com';
    const id = await twelveTonnes(email);
    const before = await footprint(id);
    for (const reason of [{}, { keepPriceReason: '   ' }]) {
      for (const [method, url] of [
        ['PATCH', `/api/orders/${id}`],
        ['POST', `/api/orders/${id}/edit-preview`],
      ] as const) {
        const refused = await adminCall(
          method,
          url,
          twelveTonnesBody(email, { quantity: 8, keepOldPrice: true, ...reason }),
        );
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({
          message: 'Invalid order data',
          details: [
            { path: 'keepPriceReason', message: 'Please give a reason for keeping the old price' },
          ],
        });
      }
    }
    expect(await footprint(id)).toEqual(before);
  });

  it('keeps the old price with a reason, and audits the price kept and why, in figures', async () => {
    const email = 'keep-with-reason@example.com';
    const id = await twelveTonnes(email);
    const edited = await adminCall(
      'PATCH',
      `/api/orders/${id}`,
      twelveTonnesBody(email, {
        quantity: 8,
        keepOldPrice: true,
        keepPriceReason: 'Wholesale price agreed for the season',
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      quantity: 8,
      unitPrice: '294.00',
      vatAmount: '117.60',
      totalPrice: '2469.60',
    });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.price_kept'), eq(auditLog.entityId, String(id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor: 'admin', entityType: 'order', before: null });
    expect(entries[0]!.after).toEqual({
      quantity: 8,
      tier: 'bulk',
      source: 'regional',
      keptUnitPrice: '294.00',
      checkoutUnitPrice: '308.00',
      reason: 'Wholesale price agreed for the season',
    });
    const history = (await adminCall('GET', `/api/orders/${id}/events`)).json<
      { type: string; newValue: string | null }[]
    >();
    expect(history).toContainEqual(
      expect.objectContaining({
        type: 'price_kept',
        newValue:
          '£294.00 a tonne instead of the bulk price £308.00 (reason: Wholesale price agreed for the season)',
      }),
    );
    const [, , invoice] = await scenario.documentsOf(id);
    const text = pdfText((await adminCall('GET', `/api/invoices/${invoice!.id}/pdf`)).rawPayload);
    for (const line of ['8 tonnes', '£294.00', '£2,469.60']) expect(text).toContain(line);
  });

  it("prices a customer's order at their active custom price for any quantity", async () => {
    const ada = await registerCustomer(t.app, { email: `custom-price-${Date.now()}@example.com` });
    const id = await twelveTonnes(ada.customer.email, ada);
    const set = await adminCall('PATCH', `/api/customers/${ada.customer.id}/pricing`, {
      customPrice: 280,
      customPriceNote: null,
      customPriceValidTo: null,
    });
    expect(set.statusCode).toBe(200);
    const edited = await adminCall(
      'PATCH',
      `/api/orders/${id}`,
      twelveTonnesBody(ada.customer.email, {
        firstName: ada.customer.firstName,
        lastName: ada.customer.lastName,
        quantity: 8,
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ unitPrice: '280.00', totalPrice: '2352.00' });
  });

  it("moves the order to another region's prices with its postcode, which must match the region", async () => {
    const email = 'new-region@example.com';
    const id = await twelveTonnes(email);
    const before = await footprint(id);
    const mismatched = await adminCall(
      'PATCH',
      `/api/orders/${id}`,
      twelveTonnesBody(email, { postcode: 'dn15 8qa', city: 'Scunthorpe' }),
    );
    expect(mismatched.statusCode).toBe(400);
    const message = 'DN15 8QA is in the Doncaster region: choose Doncaster as the region';
    expect(mismatched.json()).toEqual({ message, details: [{ path: 'region', message }] });
    expect(await footprint(id)).toEqual(before);

    const moved = await adminCall(
      'PATCH',
      `/api/orders/${id}`,
      twelveTonnesBody(email, { postcode: 'dn15 8qa', city: 'Scunthorpe', region: 'Doncaster' }),
    );
    expect(moved.statusCode).toBe(200);
    // 12 t in Doncaster: wholesale £262.00, £3,144.00 + VAT £157.20.
    expect(moved.json()).toMatchObject({
      postcode: 'DN15 8QA',
      region: 'Doncaster',
      unitPrice: '262.00',
      totalPrice: '3301.20',
    });
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
      editBody(email, { status: 'confirmed' }),
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

    const body = editBody(ada.customer.email, { quantity: 7 });
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
      repricing: {
        oldUnitPrice: '275.00',
        newUnitPrice: '275.00',
        tier: 'bulk',
        source: 'regional',
        kept: false,
      },
      changes: ['quantity', 'totalPrice', 'vatAmount'],
      documents: { creditsInvoice: number(invoice!.number), newInvoice: true },
      paymentsVoided: 1,
      refundOwed: null,
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
    const priced = await adminCall(
      'POST',
      `/api/orders/${id}/edit-preview`,
      editBody('preview-refused@example.com', { quantity: 7, totalPrice: '2021.25' }),
    );
    expect(priced.statusCode).toBe(400);
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
