import { desc, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ukDate } from '#domain/uk-date';
import type { PersonalDataExport } from '#domain/personal-data-export';
import { MARKETING_CONSENT_WORDING } from '#shared/marketing-consent';
import type { DataRequestSummary } from '#shared/schemas/data-requests';
import { auditLog } from '#server/features/audit/audit.tables';
import { signInAdmin } from '#test-support/admin';
import { registerCustomer, TEST_PASSWORD, type SignedIn } from '#test-support/customers';
import { invoiceScenario } from '#test-support/invoices';
import { placeOrder } from '#test-support/placed-orders';
import { createTestApp, type TestApp } from '#test-support/test-app';

let t: TestApp;
let admin: string;
let ada: SignedIn;
let bob: SignedIn;
const orderIds = { ada: [] as number[], bob: 0, guest: 0 };
let invoiced = 0;

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false } });
  admin = await signInAdmin(t.app);
  const scenario = invoiceScenario(t, admin);
  await scenario.setVatSettings();
  ada = await registerCustomer(t.app, {
    firstName: 'Ada',
    lastName: 'Export',
    marketingConsent: true,
  });
  bob = await registerCustomer(t.app, { firstName: 'Bob', lastName: 'Other' });

  invoiced = await scenario.placeOrder(ada, { delivery: { accessNotes: 'Gate code 4321' } });
  await scenario.confirm(invoiced);
  const paid = await scenario.adminCall('POST', `/api/orders/${invoiced}/ledger`, {
    kind: 'payment',
    method: 'bank_transfer',
    amount: '100.00',
    movedOn: ukDate(new Date()),
    reference: 'BACS ADA-1',
  });
  expect(paid.statusCode).toBe(201);
  orderIds.ada = [invoiced, await placeOrder(t, {}, ada)];
  orderIds.bob = await placeOrder(t, {}, bob);
  // The same address, as a guest: not the account's until the business links it.
  orderIds.guest = await placeOrder(t, { email: ada.customer.email, firstName: 'Guest' });

  const login = (password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customers/login',
      payload: { email: ada.customer.email, password },
    });
  expect((await login('not the password at all')).statusCode).toBe(401);
  expect((await login(TEST_PASSWORD)).statusCode).toBe(200);
  const contact = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: {
      name: 'Ada Export',
      email: ada.customer.email,
      subject: 'Delivery question',
      message: 'Can you deliver on a Saturday morning?',
    },
  });
  expect(contact.statusCode).toBe(200);
});
afterAll(async () => t.close());

describe("the customer's own download", () => {
  it('answers 401 when signed out', async () => {
    const response = await get('/api/customers/me/data-export');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please log in to continue' });
  });

  it('is a JSON file of their own orders, invoices, payments and sign-ins only', async () => {
    const response = await get('/api/customers/me/data-export', ada.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="northfield-wood-pellets-my-data-${ukDate(new Date())}.json"`,
    );
    const data = response.json<PersonalDataExport>();
    expect(data.format).toBe('pellets-personal-data/1');
    expect(data.profile).toMatchObject({
      source: 'account',
      email: ada.customer.email,
      emailVerifiedAt: null,
    });
    expect(data.orders.map((order) => order.id).sort()).toEqual([...orderIds.ada].sort());
    const order = data.orders.find((o) => o.id === invoiced);
    expect(order).toMatchObject({
      linkedToAccount: true,
      status: 'confirmed',
      delivery: { accessNotes: 'Gate code 4321' },
    });
    expect(order?.documents).toEqual([
      expect.objectContaining({ kind: 'invoice', number: expect.stringMatching(/^\d{6}$/) }),
    ]);
    expect(order?.payments).toEqual([
      expect.objectContaining({
        method: 'bank_transfer',
        amount: '100.00',
        reference: 'BACS ADA-1',
      }),
    ]);
    expect(data.signIns.map((entry) => entry.event)).toEqual(
      expect.arrayContaining(['signed_in', 'sign_in_failed']),
    );
    expect(data.consents).toEqual([
      {
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        granted: true,
        source: 'register',
        wording: MARKETING_CONSENT_WORDING,
      },
    ]);
    // Her address is not verified: what is held under it waits for the proof
    // (proven-address.api.test.ts).
    expect(data.contactMessages).toEqual([]);
    expect(response.body).not.toContain(bob.customer.email);
    expect(response.body).not.toContain('"Guest"');
  });

  it('is limited to 5 an hour for each account', async () => {
    const carol = await registerCustomer(t.app);
    for (let i = 0; i < 5; i += 1) {
      expect((await get('/api/customers/me/data-export', carol.cookie)).statusCode).toBe(200);
    }
    const refused = await get('/api/customers/me/data-export', carol.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'You can download your data 5 times an hour. Please try again later.',
    });
    // Another account is not held back by Carol's downloads.
    expect((await get('/api/customers/me/data-export', bob.cookie)).statusCode).toBe(200);
  });
});

describe("the back office's data requests", () => {
  const lookUp = (email: string, cookie = admin) =>
    get(`/api/admin/data-requests?email=${encodeURIComponent(email)}`, cookie);
  const exportOf = (email: string, cookie = admin) =>
    get(`/api/admin/data-requests/export?email=${encodeURIComponent(email)}`, cookie);

  it.each([
    ['signed out', undefined],
    ['a customer', 'customer'],
  ])('refuses %s with 401', async (_who, as) => {
    const cookie = as ? ada.cookie : '';
    for (const response of [
      await lookUp('a@example.com', cookie),
      await exportOf('a@example.com', cookie),
    ]) {
      expect(response.statusCode).toBe(401);
    }
  });

  it("finds the account's orders and guest orders placed with the address", async () => {
    const response = await lookUp(ada.customer.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    const summary = response.json<DataRequestSummary>();
    expect(summary.account).toMatchObject({ id: ada.customer.id, name: 'Ada Export' });
    expect(summary.orders.map((o) => o.id).sort()).toEqual(
      [...orderIds.ada, orderIds.guest].sort(),
    );
    expect(summary.orders.find((o) => o.id === orderIds.guest)?.linkedToAccount).toBe(false);
    expect(summary.contactMessages).toEqual([
      expect.objectContaining({ subject: 'Delivery question' }),
    ]);
    expect(summary.emails.length).toBeGreaterThan(0);
    expect(summary.signIns).toBeGreaterThanOrEqual(2);
    expect(response.body).not.toContain(bob.customer.email);
  });

  it("exports a guest's data with the latest order's details as the profile", async () => {
    const email = `guest-${Date.now()}@example.com`;
    const id = await placeOrder(t, { email, firstName: 'Gwen', lastName: 'Guest' });
    const response = await exportOf(email);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.json"$/);
    const data = response.json<PersonalDataExport>();
    expect(data.profile).toMatchObject({
      source: 'latest_order',
      firstName: 'Gwen',
      accountId: null,
    });
    expect(data.orders.map((o) => o.id)).toEqual([id]);
    expect(data.signIns).toEqual([]);
  });

  it('answers an unknown address with an empty export', async () => {
    const response = await exportOf('nobody-here@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      format: 'pellets-personal-data/1',
      email: 'nobody-here@example.com',
      profile: null,
      orders: [],
      signIns: [],
      emails: [],
      contactMessages: [],
      consents: [],
      reorderReminders: [],
    });
  });

  it('refuses an address that is not one with 400', async () => {
    const response = await lookUp('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter a valid email address');
  });

  it('audits each look-up and export by counts and a digest, never the address', async () => {
    await lookUp(ada.customer.email);
    await exportOf(ada.customer.email);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(like(auditLog.action, 'privacy.%'))
      .orderBy(desc(auditLog.id))
      .limit(2);
    expect(entries.map((entry) => entry.action)).toEqual([
      'privacy.data_exported',
      'privacy.data_looked_up',
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        actor: 'admin',
        entityType: 'customer',
        entityId: String(ada.customer.id),
        after: { scope: 'email', records: expect.any(Number), emailDigest: expect.any(String) },
      });
      expect(JSON.stringify(entry)).not.toContain(ada.customer.email);
      expect(JSON.stringify(entry)).not.toContain('Export');
    }
  });

  it("audits the customer's own download too", async () => {
    await get('/api/customers/me/data-export', bob.cookie);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(like(auditLog.action, 'privacy.%'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      action: 'privacy.data_exported',
      actor: 'customer',
      entityId: String(bob.customer.id),
      after: { scope: 'own_account', records: expect.any(Number) },
    });
    expect(JSON.stringify(entry)).not.toContain(bob.customer.email);
  });
});
