import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '#shared/api/customers';
import type { Order } from '#shared/schemas/orders';
import { orderFor, registerCustomer } from '#test-support/customers';
import { expectAnswerMatchesOpenApi } from '#test-support/openapi';
import { createTestApp, type TestApp } from '#test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false } });
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'PATCH' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const profile = {
  firstName: ' Grace ',
  lastName: 'Hopper',
  companyName: 'Navy Labs',
  phone: '01632 960002',
  addressLine1: '1 Harbour Road',
  addressLine2: '',
  city: 'Hull',
  postcode: 'hu1 1aa',
};

describe('signed out', () => {
  it.each([
    ['GET', '/api/customers/me'],
    ['GET', '/api/customers/orders'],
    ['GET', '/api/customers/pricing'],
    ['PATCH', '/api/customers/profile'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const response = await call(method, url, undefined, method === 'PATCH' ? profile : undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please log in to continue' });
    expect(response.headers['cache-control']).toBe('no-store');
    expectAnswerMatchesOpenApi(endpoints.currentCustomer, response);
  });
});

describe('profile', () => {
  it('updates the profile fields, trimmed, and clears blank ones', async () => {
    const { cookie, customer } = await registerCustomer(t.app, { companyName: 'Old Co' });
    const response = await call('PATCH', '/api/customers/profile', cookie, profile);
    expect(response.statusCode).toBe(200);
    expectAnswerMatchesOpenApi(endpoints.updateProfile, response);
    expectAnswerMatchesOpenApi(
      endpoints.currentCustomer,
      await call('GET', '/api/customers/me', cookie),
    );
    expect(response.json()).toEqual({
      ...customer,
      ...profile,
      firstName: 'Grace',
      addressLine2: null,
      postcode: 'HU1 1AA',
    });
    const cleared = await call('PATCH', '/api/customers/profile', cookie, {
      firstName: 'Grace',
      lastName: 'Hopper',
      companyName: '  ',
    });
    expect(cleared.json()).toMatchObject({ companyName: null, phone: null, city: null });
    expect((await call('GET', '/api/customers/me', cookie)).json()).toEqual(cleared.json());
  });

  it('requires first and last name', async () => {
    const { cookie } = await registerCustomer(t.app);
    const response = await call('PATCH', '/api/customers/profile', cookie, {
      ...profile,
      lastName: '   ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('First name and last name are required');
  });

  it.each([
    ['email', { email: 'new@example.com' }],
    ['customPrice', { customPrice: 1 }],
    ['vatRate', { vatRate: 0 }],
    ['customPriceValidTo', { customPriceValidTo: null }],
    ['id', { id: 1 }],
    ['passwordHash', { passwordHash: 'x' }],
  ])('refuses to set %s with 400 and changes nothing', async (_field, extra) => {
    const { cookie, customer } = await registerCustomer(t.app);
    const response = await call('PATCH', '/api/customers/profile', cookie, {
      ...profile,
      ...extra,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Unrecognized key/);
    expect((await call('GET', '/api/customers/me', cookie)).json()).toEqual(customer);
  });
});

describe('one customer never reaches another', () => {
  it("reads and changes only the session's own data and orders", async () => {
    const alice = await registerCustomer(t.app, { firstName: 'Alice' });
    const bob = await registerCustomer(t.app, { firstName: 'Bob' });
    const first = await call('POST', '/api/orders', alice.cookie, orderFor(alice));
    const second = await call(
      'POST',
      '/api/orders',
      alice.cookie,
      orderFor(alice, { quantity: 1, totalPrice: '303.45' }),
    );
    const bobs = await call(
      'POST',
      '/api/orders',
      bob.cookie,
      orderFor(bob, { customerId: alice.customer.id }),
    );
    await call(
      'POST',
      '/api/orders',
      undefined,
      orderFor(alice, { customerId: alice.customer.id }),
    );

    const listed = await call('GET', '/api/customers/orders', alice.cookie);
    expectAnswerMatchesOpenApi(endpoints.customerOrders, listed);
    const aliceOrders = listed.json<Order[]>();
    expect(aliceOrders.map((o) => o.id)).toEqual([second.json().id, first.json().id]);
    expect(aliceOrders[0]).toEqual(second.json());
    const bobOrders = (await call('GET', '/api/customers/orders', bob.cookie)).json();
    expect(bobOrders).toEqual([{ ...bobs.json(), customerId: bob.customer.id }]);

    await call('PATCH', '/api/customers/profile', bob.cookie, { ...profile, firstName: 'Robert' });
    expect((await call('GET', '/api/customers/me', alice.cookie)).json()).toEqual(alice.customer);
    expect((await call('GET', '/api/customers/me', bob.cookie)).json().firstName).toBe('Robert');
  });

  it('answers an empty list to a customer with no orders', async () => {
    const { cookie } = await registerCustomer(t.app);
    expect((await call('GET', '/api/customers/orders', cookie)).json()).toEqual([]);
  });
});
