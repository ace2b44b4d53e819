import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeOrderLinks } from '#shared/api/order-links';
import { trackOrder } from '#shared/api/tracking';
import { LINK_EXPIRED } from '#shared/order-links';
import type { TrackedOrder } from '#shared/tracking';
import { invoicePdfs, invoices } from '#server/features/invoices/invoices.tables';
import { emailOutbox } from '#server/features/mail/mail.tables';
import type { Mailer } from '#server/features/mail/mailer';
import { renderMessage } from '#test-support/stored-email';
import { adminCookieFrom, TEST_ADMIN_PASSWORD } from '#test-support/admin';
import { watchAuditLog } from '#test-support/audit';
import { invoiceScenario } from '#test-support/invoices';
import { expectAnswerMatchesOpenApi } from '#test-support/openapi';
import { createTestApp, type TestApp } from '#test-support/test-app';
import { renderInvoicePdf } from '../invoices/invoice-pdf.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
// Tuesday 24 November 2026 in the UK; tests move the clock on.
let clock = new Date('2026-11-24T10:00:00Z');
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
let t: TestApp;
let admin: string;
let scenario: ReturnType<typeof invoiceScenario>;

/**
 * Signs in again (the clock jumps past sessions' lives), each time from an address of its own:
 * the rate limits are on here, and sign-ins have theirs.
 */
let signIns = 0;
async function signIn() {
  signIns += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/authenticate',
    payload: { password: TEST_ADMIN_PASSWORD },
    remoteAddress: `10.9.0.${signIns}`,
  });
  admin = adminCookieFrom(response) ?? '';
}

/**
 * Each sent email's text by its outbox row: once sent, a row's links are blanked, and the
 * worker may send at any moment after a change queues mail.
 */
const sentTexts = new Map<number, string>();
const recordingMailer: Mailer = {
  send: async (message) => {
    const rowId = /^outbox-(\d+)-/.exec(message.messageKey ?? '')?.[1];
    if (rowId) sentTexts.set(Number(rowId), message.text);
  },
  close: () => {},
  describe: 'recorded in memory',
};

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, mailer: recordingMailer });
  await signIn();
  scenario = invoiceScenario(t, admin);
  await scenario.setVatSettings();
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: admin },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

// Each visit from an address of its own: only the rate-limit tests share one.
let visitor = 0;
const visit = (
  url: string,
  remoteAddress = `10.1.${Math.floor(++visitor / 250)}.${visitor % 250}`,
) => t.app.inject({ method: 'GET', url, remoteAddress });

/** The tracking and invoice links in the order's latest emails that carry them. */
async function linksOf(orderId: number) {
  const rows = await t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.orderId, orderId))
    .orderBy(asc(emailOutbox.id));
  const texts = rows.map((row) =>
    row.status === 'sent' ? (sentTexts.get(row.id) ?? '') : renderMessage(row).text,
  );
  const last = (pattern: RegExp) => {
    const found = texts.flatMap((text) => [...text.matchAll(pattern)].map((m) => m[1]!));
    const link = found.at(-1);
    if (!link) throw new Error(`no link like ${String(pattern)} for order ${orderId}`);
    return link;
  };
  return {
    track: `/api/track/${last(/\/track\/([\w-]{43})/g)}`,
    invoice: `/invoices/${last(/\/invoices\/(\d+-[\w-]+)\.pdf/g)}.pdf`,
  };
}

/** A Tuesday at least a week ahead, clear of the Christmas break. */
function deliveryDate() {
  let day = new Date(clock.getTime() + 7 * DAY_MS);
  while (day.getUTCDay() !== 2 || /-12-2\d|-12-3\d|-01-0\d/.test(day.toISOString())) {
    day = new Date(day.getTime() + DAY_MS);
  }
  return day.toISOString().slice(0, 10);
}

/**
 * A guest's order, confirmed (so invoiced) and, unless told otherwise, delivered now; with the
 * links its confirmation email carried (a later progress email may take the held one's place).
 */
async function deliveredOrder(deliver = true) {
  await signIn();
  const id = await scenario.placeOrder(null);
  expect(
    (await call('PATCH', `/api/orders/${id}/status`, { status: 'confirmed' })).statusCode,
  ).toBe(200);
  const links = await linksOf(id);
  if (!deliver) return { id, links };
  const date = deliveryDate();
  expect(
    (await call('POST', '/api/deliveries/schedule', { orderIds: [id], date, slot: 'am' }))
      .statusCode,
  ).toBe(200);
  // The lorry goes on the booked day, not before.
  clock = new Date(`${date}T07:00:00Z`);
  await signIn();
  const move = (status: string) => call('PATCH', `/api/orders/${id}/delivery`, { status });
  expect((await move('out_for_delivery')).statusCode).toBe(200);
  later(2 * 60_000);
  expect((await move('delivered')).statusCode).toBe(200);
  return { id, links };
}

/** A tracking link's answer, either way, is never cached and the one the OpenAPI document gives. */
const checkTracking = (url: string, response: Awaited<ReturnType<typeof visit>>) => {
  if (!url.startsWith('/api/track/')) return;
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expectAnswerMatchesOpenApi(trackOrder, response);
};
const expectExpired = async (url: string) => {
  const response = await visit(url);
  expect(response.statusCode).toBe(410);
  expect(response.json()).toEqual({ message: LINK_EXPIRED.message });
  checkTracking(url, response);
};
const expectWorks = async (url: string) => {
  const response = await visit(url);
  expect(response.statusCode).toBe(200);
  checkTracking(url, response);
};

describe('link expiry', () => {
  it('keeps links working 89 days after delivery and refuses them at 91; the setting moves the end', async () => {
    const { links } = await deliveredOrder();
    const deliveredAt = clock;
    clock = new Date(deliveredAt.getTime() + 89 * DAY_MS);
    await expectWorks(links.track);
    await expectWorks(links.invoice);

    clock = new Date(deliveredAt.getTime() + 91 * DAY_MS);
    await expectExpired(links.track);
    await expectExpired(links.invoice);
    expect(LINK_EXPIRED.message).toMatch(/sign in to your account/);

    await signIn();
    const longer = await call('PATCH', '/api/settings', [
      { key: 'link_expiry_days', value: '120' },
    ]);
    expect(longer.statusCode).toBe(200);
    await expectWorks(links.track);
    await expectWorks(links.invoice);
    await call('PATCH', '/api/settings', [{ key: 'link_expiry_days', value: '90' }]);
    await expectExpired(links.track);
  });

  it('tells nothing of the order once its link has expired', async () => {
    const { track } = (await deliveredOrder()).links;
    clock = new Date(clock.getTime() + 100 * DAY_MS);
    const page = await visit(track);
    expect(page.statusCode).toBe(410);
    expect(page.body).not.toMatch(/Scunthorpe|DN15|Ada|orderId/);
  });

  it('never expires the links of an order still on its way', async () => {
    const { id, links } = await deliveredOrder(false);
    clock = new Date(clock.getTime() + 400 * DAY_MS);
    await expectWorks(links.track);
    await expectWorks(links.invoice);
    expect((await visit(links.track)).json<TrackedOrder>().orderId).toBe(id);
  });
});

describe('revoking links', () => {
  it("stops every link sent so far, is audited, and the order's next emails carry working links", async () => {
    await signIn();
    const { id, links: before } = await deliveredOrder(false);
    await expectWorks(before.track);
    await expectWorks(before.invoice);

    const log = await watchAuditLog(t);
    const revoked = await call('POST', `/api/orders/${id}/revoke-links`);
    expect(revoked.statusCode).toBe(200);
    expectAnswerMatchesOpenApi(revokeOrderLinks, revoked);
    expect(revoked.json().message).toMatch(`order #${id}`);
    const entry = await log.onlyAdded();
    expect(entry).toMatchObject({
      action: 'order.links_revoked',
      actor: 'admin',
      entityType: 'order',
      entityId: String(id),
      after: { linkVersion: 1 },
    });
    await expectExpired(before.track);
    await expectExpired(before.invoice);

    // A new invoice email, and a new progress email with its tracking link.
    const [invoice] = await scenario.documentsOf(id);
    expect((await call('POST', `/api/invoices/${invoice!.id}/resend`)).statusCode).toBe(200);
    const date = deliveryDate();
    const scheduled = await call('POST', '/api/deliveries/schedule', {
      orderIds: [id],
      date,
      slot: 'pm',
    });
    expect(scheduled.statusCode).toBe(200);
    const after = await linksOf(id);
    expect(after.invoice).not.toBe(before.invoice);
    expect(after.track).not.toBe(before.track);
    await expectWorks(after.track);
    await expectWorks(after.invoice);
    await expectExpired(before.invoice);
  });

  it('is for the back office only, and answers 404 for an unknown order', async () => {
    const { id, links } = await deliveredOrder(false);
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/orders/${id}/revoke-links` });
    expect(anonymous.statusCode).toBe(401);
    await expectWorks(links.invoice);
    const missing = await call('POST', '/api/orders/999999/revoke-links');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Order not found' });
  });
});

describe('invoice PDFs', () => {
  it('are stored at issue, and every download sends exactly those bytes', async () => {
    const { id, links } = await deliveredOrder(false);
    const [invoice] = await scenario.documentsOf(id);
    const [stored] = await t.database.db
      .select()
      .from(invoicePdfs)
      .where(eq(invoicePdfs.invoiceId, invoice!.id));
    expect(stored?.pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // What a fresh render would now send differs: the download is still what was issued.
    const changed = {
      ...invoice!.document,
      seller: { ...invoice!.document.seller, name: 'Someone Else Ltd' },
    };
    await t.database.db
      .update(invoices)
      .set({ document: changed })
      .where(eq(invoices.id, invoice!.id));
    expect((await renderInvoicePdf(changed)).equals(stored!.pdf)).toBe(false);
    for (const response of [
      await visit(links.invoice),
      await call('GET', `/api/invoices/${invoice!.id}/pdf`),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(stored!.pdf)).toBe(true);
    }
  });

  it('keep a PDF of its own for a credit note', async () => {
    const { id } = await deliveredOrder(false);
    expect(
      (await call('PATCH', `/api/orders/${id}/status`, { status: 'cancelled' })).statusCode,
    ).toBe(200);
    const documents = await scenario.documentsOf(id);
    expect(documents.map((d) => d.kind)).toEqual(['invoice', 'credit_note']);
    const pdfs = await t.database.db.select().from(invoicePdfs);
    const pdfOf = (invoiceId: number) => pdfs.find((row) => row.invoiceId === invoiceId)?.pdf;
    expect(pdfOf(documents[1]!.id)).toBeDefined();
    expect(pdfOf(documents[1]!.id)!.equals(pdfOf(documents[0]!.id)!)).toBe(false);
    const download = await call('GET', `/api/invoices/${documents[1]!.id}/pdf`);
    expect(download.rawPayload.equals(pdfOf(documents[1]!.id)!)).toBe(true);
  });
});

describe('rate limits', () => {
  it('answers the 31st invoice download or tracking page in a minute from one address with 429', async () => {
    const { links } = await deliveredOrder(false);
    for (const url of [links.invoice, links.track]) {
      for (let n = 1; n <= 30; n += 1) {
        expect((await visit(url, '192.0.2.31')).statusCode).toBe(200);
      }
      const refused = await visit(url, '192.0.2.31');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many requests/);
      // Another address is not held back.
      await expectWorks(url);
    }
  });
});
