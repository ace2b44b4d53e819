import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredEndpoints } from '#server/http/declared-endpoints';
import { signInAdmin } from '#test-support/admin';
import { registerCustomer, type SignedIn } from '#test-support/customers';
import { createTestApp, type TestApp } from '#test-support/test-app';

let t: TestApp;
let customer: SignedIn;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false } });
  customer = await registerCustomer(t.app);
  admin = await signInAdmin(t.app);
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Every back-office endpoint, with a body that would be valid. */
const ADMIN_ENDPOINTS: [Method, string, object?][] = [
  ['GET', '/api/admin/check-auth'],
  ['GET', '/api/orders'],
  ['GET', '/api/orders?search=ada&page=2&pageSize=25'],
  ['GET', '/api/orders/1/events'],
  ['PATCH', '/api/orders/1/status', { status: 'confirmed' }],
  ['PATCH', '/api/orders/1', { firstName: 'Ada' }],
  ['PATCH', '/api/orders/1/associate-customer', { customerId: 1 }],
  ['POST', '/api/orders/1/resend-email', { recipient: 'customer' }],
  ['GET', '/api/customers'],
  ['GET', '/api/customers?sort=created_desc'],
  ['PATCH', '/api/customers/1/pricing', { customPrice: 250 }],
  ['PATCH', '/api/customers/1/vat-rate', { vatRate: 0 }],
  ['PATCH', '/api/customers/1/details', { firstName: 'A', lastName: 'B' }],
  ['GET', '/api/settings'],
  ['PATCH', '/api/settings', [{ key: 'payments_enabled', value: 'true' }]],
  ['PATCH', '/api/regions/1/pricing', { singlePrice: 1, bulkPrice: 1, wholesalePrice: 1 }],
  ['GET', '/api/admin/regions/export'],
  ['POST', '/api/admin/regions/import'],
  ['DELETE', '/api/admin/regions/delete-all'],
];

const send = (method: Method, url: string, payload?: object, cookie?: string) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: cookie ? { cookie } : {},
  });

describe('back-office endpoints', () => {
  it.each(ADMIN_ENDPOINTS)(
    '%s %s answers 401 without an admin session',
    async (method, url, body) => {
      for (const cookie of [undefined, customer.cookie, 'admin_sid=forged']) {
        const response = await send(method, url, body, cookie);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: 'Admin authentication required' });
        expect(response.headers['cache-control']).toBe('no-store');
      }
    },
  );

  it('every endpoint declared for the back office answers 401 without an admin session', async () => {
    const declared = (await declaredEndpoints()).filter(({ access }) => access === 'admin');
    expect(declared.length).toBeGreaterThan(40);
    for (const { method, path } of declared) {
      const url = path.replace(/:\w+/g, '1');
      for (const cookie of [undefined, customer.cookie]) {
        const response = await t.app.inject({
          method,
          url,
          ...(method === 'GET' ? {} : { payload: {} }),
          headers: cookie ? { cookie } : {},
        });
        expect(response.statusCode, `${method} ${path}`).toBe(401);
      }
    }
  });

  it('changed nothing while refusing', async () => {
    const regions = await send('GET', '/api/regions');
    expect(regions.json().length).toBeGreaterThan(100);
    const enabled = await send('GET', '/api/payments/enabled');
    expect(enabled.json()).toEqual({ enabled: false });
  });

  it('answers with an admin session, never cached', async () => {
    for (const url of ['/api/orders', '/api/customers', '/api/settings']) {
      const response = await send('GET', url, undefined, admin);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('lets anyone read whether payments are enabled', async () => {
    const response = await send('GET', '/api/payments/enabled');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ enabled: false });
  });

  it('keeps the customer routes that share a prefix working for customers', async () => {
    const orders = await send('GET', '/api/customers/orders', undefined, customer.cookie);
    expect(orders.statusCode).toBe(200);
    const me = await send('GET', '/api/customers/me', undefined, customer.cookie);
    expect(me.statusCode).toBe(200);
  });
});
