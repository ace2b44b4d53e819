import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ukDate } from '#domain/uk-date';
import { ERASED } from '#domain/order-erasure';
import type { DataRequestSummary, ErasureReport } from '#shared/schemas/data-requests';
import type { VatSummaryResponse } from '#shared/schemas/orders-export';
import { sessions } from '#server/db/platform.tables';
import { auditLog } from '#server/features/audit/audit.tables';
import {
  customers,
  emailVerificationTokens,
  passwordResetTokens,
} from '#server/features/customers/customers.tables';
import { invoices } from '#server/features/invoices/invoices.tables';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { marketingConsents } from '#server/features/marketing/marketing.tables';
import { orders } from '#server/features/orders/orders.tables';
import { reorderReminders } from '#server/features/reorder-reminders/reorder-reminders.tables';
import { deleteMyAccount } from '#shared/api/customers';
import { eraseDataRequest } from '#shared/api/data-requests';
import { signInAdmin } from '#test-support/admin';
import { expectAnswerMatchesOpenApi } from '#test-support/openapi';
import { registerCustomer, TEST_PASSWORD, type SignedIn } from '#test-support/customers';
import { latestVerificationToken, verifyByLink } from '#test-support/email-verification';
import { invoiceScenario, pdfText } from '#test-support/invoices';
import { placeOrder, setOrderStatus } from '#test-support/placed-orders';
import { createTestApp, type TestApp } from '#test-support/test-app';

// Erasure by the customer ('Delete my account') and by the business for an address: what goes
// at once, what an invoice keeps and until when, and what is refused while an order is open.

let clock = new Date();
let t: TestApp;
let admin: string;
let scenario: ReturnType<typeof invoiceScenario>;

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const deleteAccount = (who: SignedIn, password: string) =>
  call('POST', '/api/customers/me/delete', who.cookie, { password });
const eraseByEmail = (email: string, cookie = admin) =>
  call('POST', '/api/admin/data-requests/erase', cookie, { email });

const orderRow = async (id: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const markDelivered = (id: number) =>
  t.database.db.update(orders).set({ deliveryStatus: 'delivered' }).where(eq(orders.id, id));
const emailsTo = (address: string) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(sql`lower(${emailOutbox.toAddress}) = ${address.toLowerCase()}`);
const lastAudit = async (action: string) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

async function vatSummary(): Promise<VatSummaryResponse> {
  const monthAgo = ukDate(new Date(Date.now() - 30 * 86_400_000));
  const tomorrow = ukDate(new Date(Date.now() + 86_400_000));
  const response = await call(
    'GET',
    `/api/admin/exports/vat-summary?from=${monthAgo}&to=${tomorrow}`,
    admin,
  );
  expect(response.statusCode).toBe(200);
  return response.json<VatSummaryResponse>();
}

async function sendContactMessage(email: string, name: string) {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name, email, subject: 'Store size', message: 'My store is behind the barn.' },
  });
  expect(sent.statusCode).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false }, now: () => clock });
  admin = await signInAdmin(t.app);
  scenario = invoiceScenario(t, admin);
  await scenario.setVatSettings();
});
afterAll(async () => t.close());

describe("the customer's 'Delete my account'", () => {
  let ada: SignedIn;
  const ids = { uninvoiced: 0, invoiced: 0 };
  let invoiceNumber = '';
  let vatBefore: VatSummaryResponse;
  let report: ErasureReport;

  beforeAll(async () => {
    ada = await registerCustomer(t.app, {
      firstName: 'Ada',
      lastName: 'Erase',
      marketingConsent: true,
    });
    // Verified: the erasure reaches what is held under the address too.
    await verifyByLink(t, await latestVerificationToken(t, ada.customer.email));
    ids.uninvoiced = await placeOrder(t, {}, ada);
    await setOrderStatus(t, admin, ids.uninvoiced, 'cancelled');
    ids.invoiced = await scenario.placeOrder(ada, { delivery: { accessNotes: 'Gate code 4321' } });
    await scenario.confirm(ids.invoiced);
    await markDelivered(ids.invoiced);
    await t.database.db
      .insert(reorderReminders)
      .values({ customerId: ada.customer.id, orderId: ids.invoiced });
    const [invoice] = await scenario.documentsOf(ids.invoiced);
    invoiceNumber = String(invoice!.number).padStart(6, '0');
    await sendContactMessage(ada.customer.email, 'Ada Erase');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/customers/forgot-password',
      payload: { email: ada.customer.email },
    });
    expect(reset.statusCode).toBe(200);
    vatBefore = await vatSummary();
  });

  it('refuses a wrong password with 400 and changes nothing', async () => {
    const refused = await deleteAccount(ada, 'not my password at all');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'That password is not right. Your account has not been deleted.',
    });
    expect((await call('GET', '/api/customers/me', ada.cookie)).statusCode).toBe(200);
    expect((await orderRow(ids.uninvoiced)).anonymisedAt).toBeNull();
  });

  it('answers 401 when signed out, and 400 without a password', async () => {
    expect((await call('POST', '/api/customers/me/delete', '', { password: 'x' })).statusCode).toBe(
      401,
    );
    expect((await call('POST', '/api/customers/me/delete', ada.cookie, {})).statusCode).toBe(400);
  });

  it('deletes with the right password and reports what went and what is kept', async () => {
    const response = await deleteAccount(ada, TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(String(response.headers['set-cookie'])).toMatch(/Expires=Thu, 01 Jan 1970/);
    expectAnswerMatchesOpenApi(deleteMyAccount, response);
    report = response.json<ErasureReport>();
    const sixYearsOn = new Date(clock);
    sixYearsOn.setUTCFullYear(sixYearsOn.getUTCFullYear() + 6);
    expect(report).toEqual({
      accountDeleted: true,
      ordersErased: [ids.uninvoiced],
      ordersKept: [
        { orderId: ids.invoiced, documents: [invoiceNumber], keptUntil: ukDate(sixYearsOn) },
      ],
      contactMessagesDeleted: 1,
    });
  });

  it('signs the person out for good: no account, sessions, reset or verification links, consents or reminders', async () => {
    expect((await call('GET', '/api/customers/me', ada.cookie)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/customers/login',
      payload: { email: ada.customer.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    const id = ada.customer.id;
    const db = t.database.db;
    expect(await db.select().from(customers).where(eq(customers.id, id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.customerId, id))).toEqual([]);
    expect(
      await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.customerId, id)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(emailVerificationTokens)
        .where(eq(emailVerificationTokens.customerId, id)),
    ).toEqual([]);
    expect(
      await db.select().from(marketingConsents).where(eq(marketingConsents.customerId, id)),
    ).toEqual([]);
    expect(
      await db.select().from(reorderReminders).where(eq(reorderReminders.customerId, id)),
    ).toEqual([]);
  });

  it('erases the order never invoiced at once, keeping its figures', async () => {
    expect(await orderRow(ids.uninvoiced)).toMatchObject({
      customerId: null,
      firstName: ERASED,
      lastName: ERASED,
      email: ERASED,
      phone: ERASED,
      addressLine1: ERASED,
      city: ERASED,
      postcode: 'DN',
      status: 'cancelled',
      region: 'Doncaster',
      anonymisedAt: expect.any(Date),
    });
  });

  it("keeps only what the invoice shows on the invoiced order, and the invoice's PDF", async () => {
    const kept = await orderRow(ids.invoiced);
    expect(kept).toMatchObject({
      customerId: null,
      firstName: 'Ada',
      lastName: 'Erase',
      email: ERASED,
      phone: ERASED,
      deliveryAccessNotes: null,
      anonymisedAt: null,
    });
    expect(kept.addressLine1).not.toBe(ERASED);
    const [invoice] = await scenario.documentsOf(ids.invoiced);
    const pdf = await call('GET', `/api/invoices/${invoice!.id}/pdf`, admin);
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('Ada Erase');
  });

  it('leaves the VAT summary exactly as it was', async () => {
    expect(await vatSummary()).toEqual(vatBefore);
  });

  it('erases the emails sent to the address, and emails what was erased and kept', async () => {
    const left = await emailsTo(ada.customer.email);
    expect(left.map((email) => email.subject)).toEqual(['Your account has been deleted']);
    const text = JSON.stringify(left[0]!.body);
    expect(text).toContain(`order #${ids.uninvoiced}`);
    expect(text).toContain(`Order #${ids.invoiced}`);
    expect(text).toContain(invoiceNumber);
    // The contact message to customer service: its words, subject and reply address gone.
    const contact = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'service@shop.test'));
    expect(contact.some((row) => row.subject === ERASED && row.replyTo === null)).toBe(true);
    for (const row of contact) {
      expect(row.replyTo).not.toBe(ada.customer.email);
      expect(JSON.stringify(row)).not.toMatch(/barn|Store size/);
    }
  });

  it('is audited by counts, without the personal data', async () => {
    const entry = await lastAudit('privacy.account_deleted');
    expect(entry).toMatchObject({
      actor: 'customer',
      entityId: String(ada.customer.id),
      after: { accountDeleted: true, ordersErased: 1, ordersKept: 1, contactMessagesDeleted: 1 },
    });
    expect(JSON.stringify(entry)).not.toContain(ada.customer.email);
    expect(JSON.stringify(entry)).not.toContain('Ada');
  });

  it('lets the same email register again as a new customer with no orders', async () => {
    const again = await registerCustomer(t.app, { email: ada.customer.email });
    expect(again.customer.id).not.toBe(ada.customer.id);
    const mine = await call('GET', '/api/customers/orders', again.cookie);
    expect(mine.statusCode).toBe(200);
    expect(JSON.stringify(mine.json())).not.toContain(`"id":${ids.invoiced}`);
  });

  it("erases the invoiced order once the invoice's six years have passed", async () => {
    const before = clock;
    clock = new Date(report.ordersKept[0]!.keptUntil + 'T12:00:00Z');
    clock.setUTCDate(clock.getUTCDate() + 2);
    try {
      expect(await t.jobs.runDue()).toContain('retention');
      expect(await orderRow(ids.invoiced)).toMatchObject({
        firstName: ERASED,
        anonymisedAt: expect.any(Date),
      });
      const [invoice] = await t.database.db
        .select()
        .from(invoices)
        .where(eq(invoices.orderId, ids.invoiced));
      expect(invoice!.document.customer.name).toBe(ERASED);
    } finally {
      clock = before;
      // The job deleted the back office's session, expired by the jump in time.
      admin = await signInAdmin(t.app);
      scenario = invoiceScenario(t, admin);
    }
  });
});

describe('an erasure while an order is under way', () => {
  it('is refused with the reason, and nothing changes', async () => {
    const bea = await registerCustomer(t.app, { firstName: 'Bea', lastName: 'Busy' });
    const open = await scenario.placeOrder(bea);
    await scenario.confirm(open);
    const paid = await scenario.adminCall('POST', `/api/orders/${open}/ledger`, {
      kind: 'payment',
      method: 'bank_transfer',
      amount: (await orderRow(open)).totalPrice,
      movedOn: ukDate(new Date()),
      reference: 'BACS BEA',
    });
    expect(paid.statusCode).toBe(201);
    const closed = await placeOrder(t, {}, bea);
    await setOrderStatus(t, admin, closed, 'cancelled');

    // The customer is told what the account lets them do about it; the business, to act.
    const ownRefusal = await deleteAccount(bea, TEST_PASSWORD);
    expect(ownRefusal.statusCode).toBe(409);
    expectAnswerMatchesOpenApi(deleteMyAccount, ownRefusal);
    expect(ownRefusal.json()).toEqual({
      message: `Order #${open} is paid and not yet delivered: choose 'Ask to cancel' on it in Order History, or delete your account once it is delivered.`,
    });
    const businessRefusal = await eraseByEmail(bea.customer.email);
    expect(businessRefusal.statusCode).toBe(409);
    expect(businessRefusal.json()).toEqual({
      message: `Order #${open} is paid and not yet delivered: finish or cancel it first.`,
    });
    expect((await call('GET', '/api/customers/me', bea.cookie)).statusCode).toBe(200);
    expect(await orderRow(closed)).toMatchObject({ firstName: 'Bea', anonymisedAt: null });
    expect(await orderRow(open)).toMatchObject({ firstName: 'Bea', email: bea.customer.email });
  });
});

describe("the back office's erasure by email", () => {
  it("erases a guest's orders and messages, and the look-up then finds none", async () => {
    const email = `gwen-${Date.now()}@example.com`;
    const first = await placeOrder(t, { email, firstName: 'Gwen', lastName: 'Guest' });
    await setOrderStatus(t, admin, first, 'cancelled');
    const second = await placeOrder(t, { email, firstName: 'Gwen', lastName: 'Guest' });
    await setOrderStatus(t, admin, second, 'cancelled');
    await sendContactMessage(email, 'Gwen Guest');

    const response = await eraseByEmail(email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expectAnswerMatchesOpenApi(eraseDataRequest, response);
    expect(response.json<ErasureReport>()).toEqual({
      accountDeleted: false,
      ordersErased: [first, second],
      ordersKept: [],
      contactMessagesDeleted: 1,
    });
    const lookUp = await call(
      'GET',
      `/api/admin/data-requests?email=${encodeURIComponent(email)}`,
      admin,
    );
    const summary = lookUp.json<DataRequestSummary>();
    expect(summary.orders).toEqual([]);
    expect(summary.contactMessages).toEqual([]);
    expect(summary.emails.map((sent) => sent.subject)).toEqual([
      'Your personal data has been erased',
    ]);

    const entry = await lastAudit('privacy.data_erased');
    expect(entry).toMatchObject({
      actor: 'admin',
      entityId: null,
      after: { ordersErased: 2, emailDigest: expect.any(String) },
    });
    expect(JSON.stringify(entry)).not.toContain(email);
  });

  it('deletes an account found by its address, with its orders', async () => {
    const cara = await registerCustomer(t.app, { firstName: 'Cara' });
    const order = await placeOrder(t, {}, cara);
    await setOrderStatus(t, admin, order, 'cancelled');
    const response = await eraseByEmail(cara.customer.email);
    expect(response.json<ErasureReport>()).toMatchObject({
      accountDeleted: true,
      ordersErased: [order],
    });
    expect((await call('GET', '/api/customers/me', cara.cookie)).statusCode).toBe(401);
  });

  it('answers an address with nothing held with an empty report, and emails no one', async () => {
    const email = 'never-ordered@example.com';
    const response = await eraseByEmail(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      accountDeleted: false,
      ordersErased: [],
      ordersKept: [],
      contactMessagesDeleted: 0,
    });
    expect(await emailsTo(email)).toEqual([]);
  });

  it('refuses a customer or a visitor with 401, and a bad address with 400', async () => {
    const dan = await registerCustomer(t.app);
    expect((await eraseByEmail(dan.customer.email, dan.cookie)).statusCode).toBe(401);
    expect((await eraseByEmail(dan.customer.email, '')).statusCode).toBe(401);
    const bad = await eraseByEmail('not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please enter a valid email address');
    expect(
      await t.database.db.select().from(customers).where(eq(customers.id, dan.customer.id)),
    ).toHaveLength(1);
  });
});

describe('wrong passwords at deletion', () => {
  it('are limited to 5 in 15 minutes for an account', async () => {
    const eve = await registerCustomer(t.app);
    for (let i = 0; i < 5; i += 1) {
      expect((await deleteAccount(eve, `wrong password ${i}`)).statusCode).toBe(400);
    }
    // Even the right password waits now: the guesser may have found it.
    const limited = await deleteAccount(eve, TEST_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'Too many wrong passwords. Please try again in 15 minutes.',
    });
    expect((await call('GET', '/api/customers/me', eve.cookie)).statusCode).toBe(200);
  });
});
