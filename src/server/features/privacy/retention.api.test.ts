import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED } from '#domain/order-erasure';
import type { VatSummaryResponse } from '#shared/schemas/orders-export';
import { sessions } from '#server/db/platform.tables';
import { auditLog } from '#server/features/audit/audit.tables';
import { customers } from '#server/features/customers/customers.tables';
import { invoicePdfs, invoices } from '#server/features/invoices/invoices.tables';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { orders } from '#server/features/orders/orders.tables';
import { orderTrackingTokens } from '#server/features/tracking/tracking.tables';
import { signInAdmin } from '#test-support/admin';
import { registerCustomer, type SignedIn } from '#test-support/customers';
import { placeOrder, setOrderStatus } from '#test-support/placed-orders';
import { createTestApp, type TestApp } from '#test-support/test-app';

// A shop with orders of every age and state, and the daily retention job run once with the
// clock at RUN_AT: exactly the orders, accounts and emails past their periods change.
const RUN_AT = new Date('2030-06-01T09:00:00Z');
const ago = (days: number, from = RUN_AT) => new Date(from.getTime() - days * 24 * 60 * 60 * 1000);
const YEAR = 365;

let clock = new Date();
let t: TestApp;
let admin: string;
const ids: Record<string, number> = {};
let idle: SignedIn;
let active: SignedIn;

const adminCall = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: admin },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function shapeOrder(
  name: string,
  state: {
    status: 'pending' | 'confirmed' | 'cancelled';
    delivery?: string;
    changedDaysAgo: number;
  },
  invoicedDaysAgo?: number,
) {
  const id = ids[name]!;
  if (state.status !== 'pending') await setOrderStatus(t, admin, id, state.status);
  // Confirming invoices the order once the VAT number is set.
  if (invoicedDaysAgo !== undefined) {
    expect(
      await t.database.db.select().from(invoices).where(eq(invoices.orderId, id)),
    ).toHaveLength(1);
    await t.database.db
      .update(invoices)
      .set({ issuedAt: ago(invoicedDaysAgo) })
      .where(eq(invoices.orderId, id));
  }
  await t.database.db
    .update(orders)
    .set({
      deliveryStatus: (state.delivery ?? 'to_be_scheduled') as 'delivered',
      updatedAt: ago(state.changedDaysAgo),
    })
    .where(eq(orders.id, id));
}

/** The days the shop's orders were placed on, a day either side. */
async function placedRange(): Promise<string> {
  const [span] = await t.database.db
    .select({ first: sql<string>`min(created_at)`, last: sql<string>`max(created_at)` })
    .from(orders);
  const day = (at: string, days: number) =>
    new Date(new Date(at).getTime() + days * 86_400_000).toISOString().slice(0, 10);
  return `from=${day(span!.first, -1)}&to=${day(span!.last, 1)}`;
}

const vatSummary = async () => {
  const response = await adminCall('GET', `/api/admin/exports/vat-summary?${await placedRange()}`);
  expect(response.statusCode).toBe(200);
  return response.json<VatSummaryResponse>();
};
const exportedFigures = async () => {
  const response = await adminCall('GET', `/api/admin/exports/orders.csv?${await placedRange()}`);
  expect(response.statusCode).toBe(200);
  // Every column but the customer, email and company.
  return response.body.split('\r\n').map((line) =>
    line
      .split(',')
      .filter((_, index) => index < 3 || index > 5)
      .join(','),
  );
};

let before: { summary: VatSummaryResponse; figures: string[] };

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false }, now: () => clock });
  admin = await signInAdmin(t.app);
  expect(
    (
      await adminCall('PATCH', '/api/settings', [
        { key: 'retention_inactive_account_months', value: '12' },
      ])
    ).statusCode,
  ).toBe(200);
  idle = await registerCustomer(t.app, { firstName: 'Idle' });
  active = await registerCustomer(t.app, { firstName: 'Active' });
  const withAccessNotes = { delivery: { form: 'blown', accessNotes: 'Gate code 1234' } };
  for (const name of [
    'deliveredOld',
    'cancelledOld',
    'pendingOld',
    'scheduledOld',
    'deliveredRecent',
    'invoicedExpired',
    'invoicedKept',
  ]) {
    ids[name] = await placeOrder(
      t,
      {
        firstName: name,
        companyName: `${name} Ltd`,
        email: `${name.toLowerCase()}@example.com`,
        billingAddressLine1: '1 Bill Street',
        billingCity: 'Leeds',
        billingPostcode: 'LS1 1AA',
        ...withAccessNotes,
      },
      name === 'deliveredOld' ? active : undefined,
    );
  }
  await shapeOrder('deliveredOld', {
    status: 'confirmed',
    delivery: 'delivered',
    changedDaysAgo: 3 * YEAR,
  });
  await shapeOrder('cancelledOld', { status: 'cancelled', changedDaysAgo: 3 * YEAR });
  await shapeOrder('pendingOld', { status: 'pending', changedDaysAgo: 3 * YEAR });
  await shapeOrder('scheduledOld', {
    status: 'confirmed',
    delivery: 'scheduled',
    changedDaysAgo: 3 * YEAR,
  });
  await shapeOrder('deliveredRecent', {
    status: 'confirmed',
    delivery: 'delivered',
    changedDaysAgo: 300,
  });
  const vatNumber = [{ key: 'vat_number', value: 'GB123456789' }];
  expect((await adminCall('PATCH', '/api/settings', vatNumber)).statusCode).toBe(200);
  await shapeOrder(
    'invoicedExpired',
    { status: 'confirmed', delivery: 'delivered', changedDaysAgo: 7 * YEAR },
    7 * YEAR,
  );
  await shapeOrder(
    'invoicedKept',
    { status: 'confirmed', delivery: 'delivered', changedDaysAgo: 3 * YEAR },
    5 * YEAR,
  );

  // Every email went 10 days before the run; one kept order's 40 days before.
  const sentAt = (orderId: number, at: Date) =>
    t.database.db.update(emailOutbox).set({ sentAt: at }).where(eq(emailOutbox.orderId, orderId));
  await t.database.db.update(emailOutbox).set({ status: 'sent', sentAt: ago(10) });
  await sentAt(ids.pendingOld!, ago(40));
  // Accounts: one untouched for two years, one signed in last month (its order is older).
  const lastUsed = (customer: SignedIn, at: Date) =>
    t.database.db
      .update(customers)
      .set({ createdAt: ago(2 * YEAR), lastSignedInAt: at })
      .where(eq(customers.id, customer.customer.id));
  await lastUsed(idle, ago(2 * YEAR));
  await lastUsed(active, ago(30));
  await t.database.db
    .update(orders)
    .set({ createdAt: ago(3 * YEAR) })
    .where(eq(orders.id, ids.deliveredOld!));

  // Dated by the database's real clock: it keeps a year of entries whatever the shop's says.
  await t.database.db.insert(auditLog).values([
    { action: 'test.entry_three_years_old', actor: 'system', at: ago(3 * YEAR, new Date()) },
    { action: 'test.entry_half_a_year_old', actor: 'system', at: ago(YEAR / 2, new Date()) },
  ]);

  before = { summary: await vatSummary(), figures: await exportedFigures() };
  clock = RUN_AT;
  admin = await signInAdmin(t.app);
});
afterAll(async () => t.close());

const orderRow = async (name: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, ids[name]!)))[0]!;

describe('the daily retention job', () => {
  let ran: string[];
  beforeAll(async () => {
    ran = await t.jobs.runDue();
  });

  it('runs once a day', async () => {
    expect(ran).toContain('retention');
    expect(await t.jobs.runDue()).not.toContain('retention');
  });

  it('prunes audit entries past their period, keeping the last year', async () => {
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(sql`${auditLog.action} like 'test.entry_%'`);
    expect(actions.map((row) => row.action)).toEqual(['test.entry_half_a_year_old']);
  });

  it('erases closed orders past their period, and no other', async () => {
    const erased = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(sql`${orders.anonymisedAt} is not null`)
      .orderBy(asc(orders.id));
    expect(erased.map((row) => row.id)).toEqual(
      [ids.deliveredOld, ids.cancelledOld, ids.invoicedExpired].sort((a, b) => a! - b!),
    );
    for (const kept of ['pendingOld', 'scheduledOld', 'deliveredRecent', 'invoicedKept']) {
      expect(await orderRow(kept)).toMatchObject({ firstName: kept, anonymisedAt: null });
    }
  });

  it("replaces an erased order's personal details and keeps its figures", async () => {
    expect(await orderRow('deliveredOld')).toMatchObject({
      customerId: null,
      firstName: ERASED,
      lastName: ERASED,
      companyName: null,
      email: ERASED,
      phone: ERASED,
      addressLine1: ERASED,
      addressLine2: null,
      city: ERASED,
      postcode: 'DN',
      postcodeArea: 'DN',
      billingAddressLine1: null,
      billingCity: null,
      billingPostcode: null,
      deliveryAccessNotes: null,
      region: 'Doncaster',
      quantity: '2.0',
      unitPrice: '289.00',
      totalPrice: '606.90',
      status: 'confirmed',
      deliveryStatus: 'delivered',
      anonymisedAt: RUN_AT,
    });
  });

  it('leaves the VAT summary and the export figures as they were', async () => {
    expect(await vatSummary()).toEqual(before.summary);
    expect(await exportedFigures()).toEqual(before.figures);
  });

  it("erases an invoice's customer only once the invoice's retention has passed", async () => {
    const documentOf = async (name: string) =>
      (await t.database.db.select().from(invoices).where(eq(invoices.orderId, ids[name]!)))[0]!
        .document;
    expect((await documentOf('invoicedExpired')).customer).toEqual({
      name: ERASED,
      company: null,
      addressLines: [],
    });
    const kept = await documentOf('invoicedKept');
    expect(kept.customer.name).toBe('invoicedKept Lovelace');
    expect(kept.figures.grossPence).toBe(60690);
  });

  it("drops the stored PDF of an erased invoice, keeping the others'", async () => {
    const storedPdfOf = async (name: string) =>
      t.database.db
        .select({ invoiceId: invoicePdfs.invoiceId })
        .from(invoicePdfs)
        .innerJoin(invoices, eq(invoices.id, invoicePdfs.invoiceId))
        .where(eq(invoices.orderId, ids[name]!));
    expect(await storedPdfOf('invoicedExpired')).toEqual([]);
    expect(await storedPdfOf('invoicedKept')).toHaveLength(1);
  });

  it("erases the erased orders' emails and tracking links, and no others", async () => {
    const erasedIds = [ids.deliveredOld!, ids.cancelledOld!, ids.invoicedExpired!];
    const emails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.orderId, erasedIds));
    expect(emails.length).toBeGreaterThan(0);
    for (const email of emails) {
      expect(email).toMatchObject({ toAddress: ERASED, subject: ERASED, replyTo: null });
      expect(email.body).toEqual({ title: '', preheader: '', blocks: [], footer: [] });
    }
    expect(
      await t.database.db
        .select()
        .from(orderTrackingTokens)
        .where(inArray(orderTrackingTokens.orderId, erasedIds)),
    ).toEqual([]);
    const keptTokens = await t.database.db
      .select()
      .from(orderTrackingTokens)
      .where(eq(orderTrackingTokens.orderId, ids.pendingOld!));
    expect(keptTokens.length).toBeGreaterThan(0);
  });

  it('deletes emails sent more than 30 days ago; the order still shows that they went, and when', async () => {
    const ofOrder = (name: string) =>
      t.database.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, ids[name]!));
    expect(await ofOrder('pendingOld')).toEqual([]);
    const overview = await adminCall('GET', `/api/orders/${ids.pendingOld!}/overview`);
    expect(overview.statusCode).toBe(200);
    const history = overview.json<{ events: { type: string; newValue: string | null }[] }>();
    const emailEvents = history.events.filter((event) => event.type.startsWith('email_'));
    expect(emailEvents.length).toBeGreaterThan(0);
    for (const event of emailEvents)
      expect(event).toMatchObject({ type: 'email_sent', newValue: null });
    expect(
      overview.json<{ events: { createdAt: string }[] }>().events.map((e) => e.createdAt),
    ).toContain(ago(40).toISOString());
    for (const email of await ofOrder('deliveredRecent')) {
      expect(email.bodyClearedAt).toBeNull();
      expect(email.body.blocks.length).toBeGreaterThan(0);
    }
  });

  it('deletes the account unused for longer than the period, with its sessions', async () => {
    const left = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(inArray(customers.id, [idle.customer.id, active.customer.id]));
    expect(left).toEqual([{ id: active.customer.id }]);
    // Every session opened before the run had expired by then.
    const live = await t.database.db.select({ kind: sessions.kind }).from(sessions);
    expect(live).toEqual([{ kind: 'admin' }]);
  });

  it('reports counts, never personal details, in the audit log and the metrics', async () => {
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'privacy.retention_applied'))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ actor: 'system', entityId: null });
    expect(entry?.after).toMatchObject({
      order: 3,
      invoice_document: 1,
      account: 1,
      sent_email: expect.any(Number) as number,
    });
    expect(JSON.stringify(entry)).not.toMatch(/@|Lovelace|Idle/);
    const { body } = await t.metrics.scrape();
    expect(body).toContain('shop_retention_items_total{kind="order"} 3');
    expect(body).toContain('shop_retention_items_total{kind="account"} 1');
  });
});
