import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatInvoiceNumber, ukDate } from '#domain/invoice';
import { deliveryWhen } from '#shared/delivery-format';
import { listInvoices } from '#shared/api/invoices-admin';
import type { InvoicePage } from '#shared/schemas/invoices';
import { signInAdmin } from '#test-support/admin';
import { expectAnswerMatchesOpenApi } from '#test-support/openapi';
import { invoiceScenario, pdfText } from '#test-support/invoices';
import { emailsOf } from '#test-support/payment-orders';
import { renderMessage } from '#test-support/stored-email';
import { createTestApp, type TestApp } from '#test-support/test-app';
import { UNDO_WINDOW_MS } from './progress-notices.ts';

/** How far the app's clock runs ahead of the real one (emails queued now fall due by it). */
let clockAhead = 0;
const later = (ms: number) => (clockAhead += ms);
let t: TestApp;
let admin: string;
let scenario: ReturnType<typeof invoiceScenario>;

beforeAll(async () => {
  t = await createTestApp({
    config: { rateLimits: false },
    now: () => new Date(Date.now() + clockAhead),
  });
  admin = await signInAdmin(t.app);
  scenario = invoiceScenario(t, admin);
  await scenario.setVatSettings();
});
afterAll(async () => t.close());

/** The order's emails once every held one has fallen due, as the customer reads them. */
async function deliveredEmails(orderId: number) {
  later(UNDO_WINDOW_MS + 1);
  await t.mailWorker.runOnce();
  return (await emailsOf(t, orderId))
    .filter((row) => row.status === 'sent')
    .map((row) => ({
      subject: row.subject,
      text: renderMessage(row).text,
      files: (row.attachments ?? []).map((file) => ({
        name: file.filename,
        text: pdfText(Buffer.from(file.contentBase64, 'base64')),
      })),
    }));
}

/** A week from today, by the app's clock. */
const nextWeek = () => ukDate(new Date(Date.now() + clockAhead + 7 * 24 * 3_600_000));
const schedule = (orderId: number, date: string) =>
  scenario.adminCall('POST', '/api/deliveries/schedule', { orderIds: [orderId], date, slot: 'am' });

describe('documents in held emails', () => {
  it('emails the invoice and how to pay once when the delivery is scheduled within the minute of confirming', async () => {
    const id = await scenario.placeOrder(null, { email: 'quick-schedule@example.com' });
    expect((await scenario.confirm(id)).statusCode).toBe(200);
    later(20_000);
    const day = nextWeek();
    expect((await schedule(id, day)).statusCode).toBe(200);
    const [invoice] = await scenario.documentsOf(id);
    const file = `invoice-${formatInvoiceNumber(invoice!.number)}.pdf`;

    const emails = await deliveredEmails(id);
    const carrying = emails.filter((e) => e.files.some((f) => f.name === file));
    expect(carrying).toHaveLength(1);
    const [email] = carrying;
    console.log(
      emails
        .map((e) => `${e.subject}\n${e.text}\n${e.files.map((f) => f.text).join('\n')}`)
        .join('\n=====\n'),
    );
    expect(email!.subject).toBe(
      `Delivery of order #${id}: ${deliveryWhen(day, 'am')} - Northfield Wood Pellets`,
    );
    expect(email!.text).toContain(
      `Your VAT invoice ${formatInvoiceNumber(invoice!.number)} is attached as a PDF.`,
    );
    expect(email!.text).toContain(
      `We have checked and confirmed your order #${id}. We will deliver`,
    );
    expect(email!.text).toContain('How to pay');
    expect(email!.text).toContain('Amount due');
    expect(email!.files[0]!.text).toContain('VAT invoice');
    expect(email!.files[0]!.text).toContain(formatInvoiceNumber(invoice!.number));
  });

  it('emails a credit note whose email an undone cancellation withdrew', async () => {
    const id = await scenario.placeOrder(null, { email: 'undo-cancel@example.com' });
    await scenario.confirm(id);
    await deliveredEmails(id);
    expect(
      (await scenario.adminCall('PATCH', `/api/orders/${id}/status`, { status: 'cancelled' }))
        .statusCode,
    ).toBe(200);
    later(10_000);
    expect((await scenario.confirm(id)).statusCode).toBe(200);
    const [, note, reissued] = await scenario.documentsOf(id);
    const all = await deliveredEmails(id);
    const files = all.flatMap((e) => e.files.map((f) => f.name));
    expect(
      files.filter((f) => f === `credit-note-${formatInvoiceNumber(note!.number)}.pdf`),
    ).toHaveLength(1);
    expect(
      files.filter((f) => f === `invoice-${formatInvoiceNumber(reissued!.number)}.pdf`),
    ).toHaveLength(1);
  });

  it('lists when each document was emailed, or that it was not, and resends it', async () => {
    const id = await scenario.placeOrder(null, { email: 'listed@example.com' });
    await scenario.confirm(id);
    const listed = async () => {
      const page = await scenario.adminCall('GET', '/api/invoices?page=1&pageSize=100');
      expect(page.statusCode).toBe(200);
      expectAnswerMatchesOpenApi(listInvoices, page);
      return page.json<InvoicePage>().items.filter((item) => item.orderId === id);
    };
    const [invoice] = await listed();
    expect(invoice).toMatchObject({ emailedAt: null, emailQueued: true });

    await deliveredEmails(id);
    const sentAt = (await emailsOf(t, id)).find((e) => e.attachments?.length)!.sentAt!;
    expect((await listed())[0]).toMatchObject({
      emailedAt: sentAt.toISOString(),
      emailQueued: false,
    });

    // Undone within the minute: the invoice and its credit note were never emailed.
    const undone = await scenario.placeOrder(null, { email: 'undone@example.com' });
    await scenario.confirm(undone);
    await scenario.adminCall('PATCH', `/api/orders/${undone}/status`, { status: 'pending' });
    const page = await scenario.adminCall('GET', '/api/invoices?page=1&pageSize=100');
    const ofUndone = page.json<InvoicePage>().items.filter((item) => item.orderId === undone);
    expect(ofUndone.map((d) => [d.kind, d.emailedAt, d.emailQueued])).toEqual([
      ['credit_note', null, false],
      ['invoice', null, false],
    ]);
    const resent = await scenario.adminCall('POST', `/api/invoices/${ofUndone[1]!.id}/resend`);
    expect(resent.statusCode).toBe(200);
    const again = await scenario.adminCall('GET', '/api/invoices?page=1&pageSize=100');
    expect(
      again.json<InvoicePage>().items.find((item) => item.id === ofUndone[1]!.id),
    ).toMatchObject({ emailedAt: null, emailQueued: true });
  });

  it('still lists when a document was emailed once the retention job has deleted the email', async () => {
    const id = await scenario.placeOrder(null, { email: 'kept-record@example.com' });
    await scenario.confirm(id);
    await deliveredEmails(id);
    const sentAt = (await emailsOf(t, id)).find((e) => e.attachments?.length)!.sentAt!;

    later(31 * 24 * 3_600_000);
    expect(await t.jobs.runDue()).toContain('retention');
    expect(await emailsOf(t, id)).toEqual([]);
    // A month on, the earlier back-office session has ended.
    const office = invoiceScenario(t, await signInAdmin(t.app));
    const page = await office.adminCall('GET', '/api/invoices?page=1&pageSize=100');
    const [invoice] = page.json<InvoicePage>().items.filter((item) => item.orderId === id);
    expect(invoice).toMatchObject({ emailedAt: sentAt.toISOString(), emailQueued: false });
    const overview = await office.adminCall('GET', `/api/orders/${id}/overview`);
    const descriptions = overview
      .json<{ events: { description: string }[] }>()
      .events.map((event) => event.description);
    expect(descriptions).toContain(`Email sent: invoice-${invoice!.number}.pdf`);
  });
});
