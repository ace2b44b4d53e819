import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerInvoices } from '#shared/api/invoices';
import * as endpoints from '#shared/api/invoices-admin';
import type { InvoicePage, InvoiceSummary } from '#shared/schemas/invoices';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { orders } from '#server/features/orders/orders.tables';
import { signInAdmin } from '#test-support/admin';
import { watchAuditLog } from '#test-support/audit';
import { orderFor, registerCustomer, type SignedIn } from '#test-support/customers';
import { invoiceScenario, pdfText } from '#test-support/invoices';
import { expectAnswerMatchesOpenApi } from '#test-support/openapi';
import { adminSetStatus, emailsOf } from '#test-support/payment-orders';
import { UNDO_WINDOW_MS } from '#server/features/deliveries/progress-notices';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#test-support/test-app';
import { openedBody } from '#test-support/stored-email';
import { PERSONAL_DATA } from '#domain/audit-values';

let t: TestApp;
let admin: string;
let ada: SignedIn;
let bob: SignedIn;

let scenario: ReturnType<typeof invoiceScenario>;
/** How far the app's clock runs ahead of the real one, to let held emails fall due. */
let clockAhead = 0;
const passUndoWindow = () => (clockAhead += UNDO_WINDOW_MS + 1);

beforeAll(async () => {
  t = await createTestApp({
    config: { rateLimits: false },
    now: () => new Date(Date.now() + clockAhead),
  });
  admin = await signInAdmin(t.app);
  ada = await registerCustomer(t.app, { firstName: 'Ada', companyName: 'Analytical Engines Ltd' });
  bob = await registerCustomer(t.app, { firstName: 'Bob' });
  scenario = invoiceScenario(t, admin);
});
afterAll(async () => t.close());

const adminCall: ReturnType<typeof invoiceScenario>['adminCall'] = (...args) =>
  scenario.adminCall(...args);
const placeOrder = (customer: SignedIn | null, overrides: Record<string, unknown> = {}) =>
  scenario.placeOrder(customer, overrides);
const confirm = (id: number) => scenario.confirm(id);
const documentsOf = (orderId: number) => scenario.documentsOf(orderId);
const allNumbers = () => scenario.allNumbers();

describe('before the VAT number is set', () => {
  it('confirms orders without invoicing them, and says why', async () => {
    const id = await placeOrder(ada);
    expect((await confirm(id)).statusCode).toBe(200);
    expect(await documentsOf(id)).toEqual([]);
    const status = await adminCall('GET', '/api/invoices/status');
    expect(status.json()).toEqual({
      ready: false,
      message: 'Invoices cannot be issued until the VAT registration number is set in Settings.',
    });
    expectAnswerMatchesOpenApi(endpoints.invoicingStatus, status);
    const issue = await adminCall('POST', `/api/orders/${id}/invoice`);
    expect(issue.statusCode).toBe(409);
    expect(issue.json().message).toMatch(/VAT registration number/);
    expectAnswerMatchesOpenApi(endpoints.issueInvoice, issue);
    expect(await allNumbers()).toEqual([]);
  });

  it('refuses a VAT number that is not a UK one, and changes nothing', async () => {
    const bad = await adminCall('PATCH', '/api/settings', [
      { key: 'vat_number', value: 'DE123456789' },
      { key: 'payment_terms_days', value: '7' },
    ]);
    expect(bad.statusCode).toBe(400);
    const settings = (await adminCall('GET', '/api/settings')).json<
      { key: string; value: string }[]
    >();
    expect(settings.find((s) => s.key === 'vat_number')?.value).toBe('');
  });
});

describe('with the VAT number set', () => {
  beforeAll(async () => scenario.setVatSettings());

  it('invoices a confirmed order once, with every field HMRC asks for', async () => {
    const before = await allNumbers();
    const id = await placeOrder(ada, {
      companyName: 'Analytical Engines Ltd',
      billingAddressLine1: '1 Ledger Lane',
      billingCity: 'London',
      billingPostcode: 'EC1A 1BB',
    });
    expect((await confirm(id)).statusCode).toBe(200);
    await confirm(id);
    const [invoice, ...others] = await documentsOf(id);
    expect(others).toEqual([]);
    expect(invoice?.number).toBe(Math.max(0, ...before) + 1);

    const download = await adminCall('GET', `/api/invoices/${invoice!.id}/pdf`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain(
      `invoice-${String(invoice!.number).padStart(6, '0')}.pdf`,
    );
    const text = pdfText(download.rawPayload);
    const today = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'long',
      timeZone: 'Europe/London',
    }).format(invoice!.issuedAt);
    for (const field of [
      `VAT invoice ${String(invoice!.number).padStart(6, '0')}`,
      `Date of issue:`,
      `Tax point:`,
      today,
      'Northfield Renewable Fuels Ltd',
      'Unit 4, Meadow Lane Business Park',
      'LE11 1JP',
      'VAT registration number: GB123456789',
      'Ada Lovelace',
      'Analytical Engines Ltd',
      '1 Ledger Lane',
      'EC1A 1BB',
      'ENplus A1 wood pellets',
      'Delivery region: Doncaster',
      '2 tonnes',
      '£289.00',
      '5%',
      '£578.00',
      '£28.90',
      '£606.90',
      'Payment is due within 30 days of the invoice date.',
    ]) {
      expect(text).toContain(field);
    }
    // Dates appear twice: issue and tax point.
    expect(text.split(today).length - 1).toBeGreaterThanOrEqual(2);
  });

  it('names the certificates the business entered, and only those', async () => {
    const invoicePdfText = async () => {
      const id = await placeOrder(ada);
      await confirm(id);
      const [invoice] = await documentsOf(id);
      return pdfText((await adminCall('GET', `/api/invoices/${invoice!.id}/pdf`)).rawPayload);
    };
    const without = await invoicePdfText();
    expect(without).not.toContain('ENplus certificate:');
    expect(without).not.toContain('BSL supplier number:');

    const set = await adminCall('PATCH', '/api/settings', [
      { key: 'enplus_certificate_id', value: 'UK 039' },
      { key: 'bsl_supplier_number', value: 'BSL0001234' },
    ]);
    expect(set.statusCode).toBe(200);
    const withBoth = await invoicePdfText();
    expect(withBoth).toContain('ENplus certificate: UK 039');
    expect(withBoth).toContain('BSL supplier number: BSL0001234');
    await adminCall('PATCH', '/api/settings', [
      { key: 'enplus_certificate_id', value: '' },
      { key: 'bsl_supplier_number', value: '' },
    ]);
  });

  it('sends the invoice to the customer, PDF attached, with a link that needs no account', async () => {
    const id = await placeOrder(null, { email: 'guest-invoice@example.com' });
    await confirm(id);
    const [invoice] = await documentsOf(id);
    const email = (await emailsOf(t, id)).find((e) => e.attachments?.length);
    expect(email).toMatchObject({ toAddress: 'guest-invoice@example.com' });
    const attachment = email!.attachments![0]!;
    expect(attachment.filename).toBe(`invoice-${String(invoice!.number).padStart(6, '0')}.pdf`);
    expect(pdfText(Buffer.from(attachment.contentBase64, 'base64'))).toContain('£606.90');
    // Sent as a real attachment once the undo minute has passed: the .eml carries the PDF.
    passUndoWindow();
    await t.mailWorker.runOnce();
    const sent = (await readdir(t.outboxDir)).map((f) =>
      readFileSync(join(t.outboxDir, f), 'utf8'),
    );
    const withPdf = sent.find((eml) => eml.includes(`filename=${attachment.filename}`));
    expect(withPdf).toContain('Content-Type: application/pdf');

    const link = JSON.stringify(openedBody(email!.body)).match(
      /http:\/\/shop\.test\/invoices\/[^"]+\.pdf/,
    );
    expect(link).not.toBeNull();
    const guest = await t.app.inject({ url: link![0].slice(TEST_PUBLIC_URL.length) });
    expect(guest.statusCode).toBe(200);
    expect(guest.headers['cache-control']).toBe('private, no-store');
    expect(pdfText(guest.rawPayload)).toContain('VAT invoice');
  });

  it('agrees with the order to the penny at every VAT rate and for a custom price', async () => {
    const cases = [
      { vatRate: 0, unitPrice: '305.00', quantity: '2.0', vatAmount: '0.00', totalPrice: '610.00' },
      {
        vatRate: 5,
        unitPrice: '305.01',
        quantity: '1.5',
        vatAmount: '22.88',
        totalPrice: '480.40',
      },
      {
        vatRate: 20,
        unitPrice: '287.45',
        quantity: '7.5',
        vatAmount: '431.18',
        totalPrice: '2587.06',
      },
    ];
    for (const figures of cases) {
      const id = await placeOrder(ada);
      await t.database.db.update(orders).set(figures).where(eq(orders.id, id));
      await confirm(id);
      const [invoice] = await documentsOf(id);
      const f = invoice!.document.figures;
      expect([f.vatRate, f.unitPricePence, f.vatPence, f.grossPence]).toEqual([
        figures.vatRate,
        Math.round(Number(figures.unitPrice) * 100),
        Math.round(Number(figures.vatAmount) * 100),
        Math.round(Number(figures.totalPrice) * 100),
      ]);
      expect(f.netPence + f.vatPence).toBe(f.grossPence);
      const text = pdfText((await adminCall('GET', `/api/invoices/${invoice!.id}/pdf`)).rawPayload);
      expect(text).toContain(`${figures.vatRate}%`);
      expect(text).toContain(
        `£${Number(figures.totalPrice).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`,
      );
    }
  });

  it('credits the invoice when the order changes or is cancelled, never altering it', async () => {
    const id = await placeOrder(ada);
    await confirm(id);
    const [first] = await documentsOf(id);
    const edited = await adminCall('PATCH', `/api/orders/${id}`, {
      ...orderFor(ada, { quantity: 3 }),
      customerId: undefined,
      unitPrice: undefined,
      totalPrice: undefined,
    });
    expect(edited.statusCode).toBe(200);
    const afterEdit = await documentsOf(id);
    expect(afterEdit.map((d) => [d.kind, d.number])).toEqual([
      ['invoice', first!.number],
      ['credit_note', first!.number + 1],
      ['invoice', first!.number + 2],
    ]);
    expect(afterEdit[0]!.document).toEqual(first!.document);
    expect(afterEdit[1]!.creditsInvoiceId).toBe(first!.id);
    expect(afterEdit[1]!.document.figures.grossPence).toBe(-60690);
    expect(afterEdit[2]!.document.figures.grossPence).toBe(91035);

    expect((await adminSetStatus(t, admin, id, 'cancelled')).statusCode).toBe(200);
    const afterCancel = await documentsOf(id);
    expect(afterCancel.map((d) => d.kind)).toEqual([
      'invoice',
      'credit_note',
      'invoice',
      'credit_note',
    ]);
    expect(afterCancel[3]!.creditsInvoiceId).toBe(afterEdit[2]!.id);
    const note = pdfText(
      (await adminCall('GET', `/api/invoices/${afterCancel[3]!.id}/pdf`)).rawPayload,
    );
    expect(note).toContain('Credit note');
    expect(note).toContain('-£910.35');
    expect(note).toContain(`cancels invoice ${String(afterEdit[2]!.number).padStart(6, '0')}`);
  });

  it('tells the customer of a confirmation in one email, the invoice attached', async () => {
    const id = await placeOrder(null, { email: 'one-email@example.com' });
    const placed = (await emailsOf(t, id)).length;
    await confirm(id);
    const [invoice] = await documentsOf(id);
    const emails = (await emailsOf(t, id)).slice(placed);
    expect(emails.map((e) => e.subject)).toEqual([
      `Order #${id} confirmed - Northfield Wood Pellets`,
    ]);
    const number = String(invoice!.number).padStart(6, '0');
    expect(emails[0]!.attachments?.map((a) => a.filename)).toEqual([`invoice-${number}.pdf`]);
    const body = JSON.stringify(openedBody(emails[0]!.body));
    expect(body).toContain(`Your VAT invoice ${number} is attached as a PDF.`);
    expect(body).toMatch(/http:\/\/shop\.test\/invoices\/[^"]+\.pdf/);
    expect(body).toMatch(/http:\/\/shop\.test\/track\//);
  });

  it('attaches the credit note to the cancellation email', async () => {
    const id = await placeOrder(ada);
    await confirm(id);
    passUndoWindow();
    const before = (await emailsOf(t, id)).length;
    expect((await adminSetStatus(t, admin, id, 'cancelled')).statusCode).toBe(200);
    const [invoice, note] = await documentsOf(id);
    expect(note?.creditsInvoiceId).toBe(invoice!.id);
    const emails = (await emailsOf(t, id)).slice(before);
    expect(emails.map((e) => e.subject)).toEqual([
      `Order #${id} cancelled - Northfield Wood Pellets`,
    ]);
    expect(emails[0]!.attachments?.map((a) => a.filename)).toEqual([
      `credit-note-${String(note!.number).padStart(6, '0')}.pdf`,
    ]);
  });

  it('sends nothing when a confirmation is undone within the minute', async () => {
    const id = await placeOrder(ada);
    const placed = (await emailsOf(t, id)).length;
    await confirm(id);
    expect((await adminSetStatus(t, admin, id, 'pending')).statusCode).toBe(200);
    // Both documents stand in the books; the customer never saw either.
    expect((await documentsOf(id)).map((d) => d.kind)).toEqual(['invoice', 'credit_note']);
    expect((await emailsOf(t, id)).slice(placed)).toEqual([]);
  });

  it('mails the credit note and new invoice of an edited order, which sends no step email', async () => {
    const id = await placeOrder(ada);
    await confirm(id);
    passUndoWindow();
    const before = (await emailsOf(t, id)).length;
    const edited = await adminCall('PATCH', `/api/orders/${id}`, {
      ...orderFor(ada, { quantity: 3 }),
      customerId: undefined,
      unitPrice: undefined,
      totalPrice: undefined,
    });
    expect(edited.statusCode).toBe(200);
    const [, note, invoice] = await documentsOf(id);
    const emails = (await emailsOf(t, id)).slice(before);
    expect(emails.map((e) => e.attachments?.map((a) => a.filename))).toEqual([
      [`credit-note-${String(note!.number).padStart(6, '0')}.pdf`],
      [`invoice-${String(invoice!.number).padStart(6, '0')}.pdf`],
    ]);
  });

  it('refuses to invoice an unconfirmed or already invoiced order', async () => {
    const id = await placeOrder(ada);
    const pending = await adminCall('POST', `/api/orders/${id}/invoice`);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe('Only a confirmed order can be invoiced.');
    await confirm(id);
    const again = await adminCall('POST', `/api/orders/${id}/invoice`);
    expect(again.statusCode).toBe(409);
    expect((await documentsOf(id)).length).toBe(1);
    expect((await adminCall('POST', '/api/orders/999999/invoice')).statusCode).toBe(404);
  });

  it('invoices an order confirmed before the VAT number was set, on request', async () => {
    const [early] = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.status, 'confirmed'))
      .orderBy(asc(orders.id))
      .limit(1);
    const log = await watchAuditLog(t);
    const issued = await adminCall('POST', `/api/orders/${early!.id}/invoice`);
    expect(issued.statusCode).toBe(201);
    const summary = issued.json<InvoiceSummary>();
    expect(summary).toMatchObject({ orderId: early!.id, kind: 'invoice' });
    expect(await log.added()).toMatchObject([
      {
        action: 'order.invoice_issued',
        actor: 'admin',
        entityType: 'order',
        entityId: String(early!.id),
        after: { invoice: summary.number },
      },
    ]);
  });
});

describe('who may download', () => {
  let adaInvoiceId: number;
  beforeAll(async () => {
    const id = await placeOrder(ada);
    await confirm(id);
    adaInvoiceId = (await documentsOf(id))[0]!.id;
  });

  it('lets the customer list and download their own invoices', async () => {
    const list = await t.app.inject({
      url: '/api/customers/invoices',
      headers: { cookie: ada.cookie },
    });
    expect(list.json<InvoiceSummary[]>().map((i) => i.id)).toContain(adaInvoiceId);
    expect(list.headers['cache-control']).toBe('no-store');
    expectAnswerMatchesOpenApi(customerInvoices, list);
    const own = await t.app.inject({
      url: `/api/customers/invoices/${adaInvoiceId}/pdf`,
      headers: { cookie: ada.cookie },
    });
    expect(own.statusCode).toBe(200);
    expect(pdfText(own.rawPayload)).toContain('Ada Lovelace');
  });

  it('never gives one customer another’s invoice, nor anyone without a session', async () => {
    const other = await t.app.inject({
      url: `/api/customers/invoices/${adaInvoiceId}/pdf`,
      headers: { cookie: bob.cookie },
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Invoice not found' });
    const bobsList = await t.app.inject({
      url: '/api/customers/invoices',
      headers: { cookie: bob.cookie },
    });
    expect(bobsList.json()).toEqual([]);
    const guestsList = await t.app.inject({ url: '/api/customers/invoices' });
    expect(guestsList.statusCode).toBe(401);
    expect(guestsList.headers['cache-control']).toBe('no-store');
    expectAnswerMatchesOpenApi(customerInvoices, guestsList);
    const anonymous = await t.app.inject({ url: `/api/customers/invoices/${adaInvoiceId}/pdf` });
    expect(anonymous.statusCode).toBe(401);
    const notAdmin = await t.app.inject({
      url: `/api/invoices/${adaInvoiceId}/pdf`,
      headers: { cookie: ada.cookie },
    });
    expect(notAdmin.statusCode).toBe(401);
  });

  it('refuses a guest link that is forged, altered or malformed', async () => {
    const forged = `${adaInvoiceId}-${'A'.repeat(43)}`;
    const response = await t.app.inject({ url: `/invoices/${forged}.pdf` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'This invoice link is not valid' });
    const malformed = await t.app.inject({ url: '/invoices/1.pdf' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.headers['content-type']).toContain('application/json');
  });
});

describe('back office', () => {
  it('lists invoices and credit notes newest first and re-sends one', async () => {
    const page = await adminCall('GET', '/api/invoices?page=1&pageSize=5');
    expectAnswerMatchesOpenApi(endpoints.listInvoices, page);
    const { items, total } = page.json<InvoicePage>();
    expect(items).toHaveLength(5);
    expect(total).toBe((await allNumbers()).length);
    expect(items.map((i) => Number(i.number))).toEqual(
      [...items.map((i) => Number(i.number))].sort((a, b) => b - a),
    );
    const target = items[0]!;
    const emailsBefore = (await t.database.db.select().from(emailOutbox)).length;
    const log = await watchAuditLog(t);
    const resent = await adminCall('POST', `/api/invoices/${target.id}/resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().message).toMatch(/^Email queued for /);
    expectAnswerMatchesOpenApi(endpoints.resendInvoice, resent);
    const emails = await t.database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    expect(emails.length).toBe(emailsBefore + 1);
    expect(emails.at(-1)?.attachments?.[0]?.filename).toContain(target.number);
    expect(await log.added()).toMatchObject([
      {
        action: 'order.invoice_resent',
        actor: 'admin',
        entityId: String(target.orderId),
        after: { document: target.number, recipient: PERSONAL_DATA },
      },
    ]);
  });

  it('answers 4xx with a message for a bad page or id', async () => {
    expect((await adminCall('GET', '/api/invoices?pageSize=1000')).statusCode).toBe(400);
    expect((await adminCall('GET', '/api/invoices/abc/pdf')).statusCode).toBe(400);
    const missing = await adminCall('POST', '/api/invoices/999999/resend');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Invoice not found' });
    expectAnswerMatchesOpenApi(endpoints.resendInvoice, missing);
    const badId = await adminCall('POST', '/api/invoices/abc/resend');
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ message: 'Invalid invoice ID' });
    const badOrderId = await adminCall('POST', '/api/orders/0/invoice');
    expect(badOrderId.statusCode).toBe(400);
    expect(badOrderId.json()).toMatchObject({ message: 'Invalid order ID' });
  });
});
