import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listCustomers,
  updateCustomerDetails,
  updateCustomerPricing,
  updateCustomerVatRate,
} from '#shared/api/customers-admin';
import type { AdminCustomer, Page } from '#shared/schemas/admin';
import { customers } from '#server/features/customers/customers.tables';
import { signInAdmin } from '#test-support/admin';
import { orderFor, registerCustomer, type SignedIn } from '#test-support/customers';
import { expectAnswerMatchesOpenApi } from '#test-support/openapi';
import { createTestApp, type TestApp } from '#test-support/test-app';

let t: TestApp;
let admin: string;
let ada: SignedIn;
let grace: SignedIn;
let alan: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false } });
  admin = await signInAdmin(t.app);
  ada = await registerCustomer(t.app, { firstName: 'Ada', lastName: 'Lovelace' });
  grace = await registerCustomer(t.app, {
    firstName: 'Grace',
    lastName: 'Hopper',
    companyName: 'Navy Yard Heating',
  });
  alan = await registerCustomer(t.app, {
    firstName: 'Alan',
    lastName: 'Turing',
    email: `alan.turing.${Date.now()}@bletchley.test`,
  });
  for (const who of [ada, alan, alan]) {
    await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderFor(who),
      headers: { cookie: who.cookie },
    });
  }
});
afterAll(async () => t.close());

const adminCall = (method: 'GET' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: admin },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const names = async (query: string) =>
  (await adminCall('GET', `/api/customers${query}`))
    .json<Page<AdminCustomer>>()
    .items.map((c) => c.lastName);

describe('GET /api/customers', () => {
  it('sorts by last name by default, and by each sort option', async () => {
    expect(await names('')).toEqual(['Hopper', 'Lovelace', 'Turing']);
    expect(await names('?sort=last_name_desc')).toEqual(['Turing', 'Lovelace', 'Hopper']);
    expect(await names('?sort=first_name_asc')).toEqual(['Lovelace', 'Turing', 'Hopper']);
    expect(await names('?sort=first_name_desc')).toEqual(['Hopper', 'Turing', 'Lovelace']);
    expect(await names('?sort=created_asc')).toEqual(['Lovelace', 'Hopper', 'Turing']);
    expect(await names('?sort=created_desc')).toEqual(['Turing', 'Hopper', 'Lovelace']);
    const bad = await adminCall('GET', '/api/customers?sort=email_asc');
    expect(bad.statusCode).toBe(400);
  });

  it('answers the customer with updatedAt and order count, never the password hash', async () => {
    const page = (await adminCall('GET', '/api/customers?search=lovelace')).json();
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(page.items[0]).toMatchObject({
      id: ada.customer.id,
      email: ada.customer.email,
      orderCount: 1,
      vatRate: 5,
      hasCustomPricing: false,
      updatedAt: expect.any(String),
    });
    expect(JSON.stringify(page)).not.toMatch(/scrypt|password/i);
    expectAnswerMatchesOpenApi(
      listCustomers,
      await adminCall('GET', '/api/customers?search=lovelace'),
    );
  });

  it("counts each customer's own orders", async () => {
    for (const query of ['', '?search=e']) {
      const page = (await adminCall('GET', `/api/customers${query}`)).json<Page<AdminCustomer>>();
      expect(page.items.map((c) => [c.lastName, c.orderCount])).toEqual([
        ['Hopper', 0],
        ['Lovelace', 1],
        ['Turing', 2],
      ]);
    }
  });

  it('searches first name, last name, email and company, ignoring case', async () => {
    expect(await names('?search=GRACE')).toEqual(['Hopper']);
    expect(await names('?search=uring')).toEqual(['Turing']);
    expect(await names('?search=bletchley')).toEqual(['Turing']);
    expect(await names('?search=navy%20yard')).toEqual(['Hopper']);
    expect(await names('?search=nobody')).toEqual([]);
  });

  it('pages', async () => {
    const page = (await adminCall('GET', '/api/customers?page=2&pageSize=5')).json();
    expect(page).toEqual({ items: [], total: 3, page: 2, pageSize: 5 });
    const two = (await adminCall('GET', '/api/customers?pageSize=5&sort=created_desc')).json();
    expect(two.items).toHaveLength(3);
    expect((await adminCall('GET', '/api/customers?pageSize=20')).statusCode).toBe(400);
  });
});

describe('custom pricing', () => {
  const pricing = (payload: unknown, id = grace.customer.id) =>
    adminCall('PATCH', `/api/customers/${id}/pricing`, payload);

  it('sets a price, note and valid-to date, which the customer then sees', async () => {
    const response = await pricing({
      customPrice: 250.5,
      customPriceNote: '  Loyal customer ',
      customPriceValidTo: '2030-06-01',
    });
    expect(response.statusCode).toBe(200);
    expectAnswerMatchesOpenApi(updateCustomerPricing, response);
    expect(response.json()).toMatchObject({
      hasCustomPricing: true,
      customPrice: '250.50',
      customPriceNote: 'Loyal customer',
      customPriceValidTo: '2030-06-01T00:00:00.000Z',
    });
    const seen = await t.app.inject({
      method: 'GET',
      url: '/api/customers/pricing',
      headers: { cookie: grace.cookie },
    });
    expect(seen.json()).toMatchObject({ customPrice: '250.50', hasCustomPricing: true });
  });

  it('removes price, note and date with a null price', async () => {
    await pricing({ customPrice: '260', customPriceNote: 'n', customPriceValidTo: null });
    const removed = await pricing({ customPrice: null, customPriceNote: 'kept?' });
    expect(removed.json()).toMatchObject({
      hasCustomPricing: false,
      customPrice: null,
      customPriceNote: null,
      customPriceValidTo: null,
    });
    expect((await pricing({ customPrice: '' })).json().hasCustomPricing).toBe(false);
  });

  it.each([0, -5, 'abc', 12.345, 1e9, true, undefined])(
    'refuses custom price %j',
    async (value) => {
      const response = await pricing({ customPrice: value });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Custom price must be a positive number or null');
    },
  );

  it('refuses an impossible valid-to date and an unknown customer', async () => {
    const badDate = await pricing({ customPrice: 250, customPriceValidTo: '2030-02-30' });
    expect(badDate.statusCode).toBe(400);
    const missing = await pricing({ customPrice: 250 }, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Customer not found');
  });
});

describe('VAT rate', () => {
  it.each([0, 5, 20, '20'])('sets VAT rate %j', async (vatRate) => {
    const response = await adminCall('PATCH', `/api/customers/${alan.customer.id}/vat-rate`, {
      vatRate,
    });
    expect(response.statusCode).toBe(200);
    expectAnswerMatchesOpenApi(updateCustomerVatRate, response);
    expect(response.json().vatRate).toBe(Number(vatRate));
  });

  it.each([7, -5, 17.5, 'abc', null])('refuses VAT rate %j', async (vatRate) => {
    const response = await adminCall('PATCH', `/api/customers/${alan.customer.id}/vat-rate`, {
      vatRate,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('VAT rate must be 0, 5 or 20');
  });
});

describe('customer details', () => {
  it('updates the details; blank optional fields are cleared', async () => {
    const response = await adminCall('PATCH', `/api/customers/${alan.customer.id}/details`, {
      firstName: ' Alan M. ',
      lastName: 'Turing',
      companyName: 'Bletchley Park',
      phone: '',
      addressLine1: 'The Mansion',
      city: 'Milton Keynes',
      postcode: 'mk3 6eb',
    });
    expect(response.statusCode).toBe(200);
    expectAnswerMatchesOpenApi(updateCustomerDetails, response);
    expect(response.json()).toMatchObject({
      firstName: 'Alan M.',
      companyName: 'Bletchley Park',
      phone: null,
      addressLine2: null,
      postcode: 'MK3 6EB',
      email: alan.customer.email,
    });
    expect(await names('?search=bletchley%20park')).toEqual(['Turing']);
  });

  it.each([
    [{ firstName: '', lastName: 'Turing' }],
    [{ firstName: 'Alan' }],
    [{ firstName: 'Alan', lastName: 'Turing', email: 'new@example.com' }],
    [{ firstName: 'Alan', lastName: 'Turing', vatRate: 0 }],
  ])('refuses %j', async (payload) => {
    const response = await adminCall(
      'PATCH',
      `/api/customers/${alan.customer.id}/details`,
      payload,
    );
    expect(response.statusCode).toBe(400);
  });

  it.each(['abc', '0', '-1', '2147483648', '12345678901'])(
    'refuses the customer id %s with a message',
    async (id) => {
      const response = await adminCall('PATCH', `/api/customers/${id}/details`, {
        firstName: 'A',
        lastName: 'B',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Invalid customer ID' });
    },
  );

  it('answers 404 for an unknown customer', async () => {
    const response = await adminCall('PATCH', '/api/customers/999999/details', {
      firstName: 'A',
      lastName: 'B',
    });
    expect(response.statusCode).toBe(404);
  });

  it('keeps the stored search text in step with the names', async () => {
    const rows = await t.database.db.select({ text: customers.searchText }).from(customers);
    expect(rows.map((r) => r.text)).toContain(
      `alan m. turing bletchley park ${alan.customer.email}`,
    );
  });
});
