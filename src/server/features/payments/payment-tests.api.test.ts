import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '#test-support/admin';
import { registerCustomer } from '#test-support/customers';
import { createTestApp, type TestApp } from '#test-support/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false } });
  admin = await signInAdmin(t.app);
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie = admin) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const testPayment = (reference: string) => ({
  amount: 100,
  customerEmail: 'pay-test@example.com',
  customerName: 'Pay Test',
  description: 'Test Payment',
  merchantPaymentReference: reference,
});

describe('payment provider tests (back office)', () => {
  it('names the configured provider, whose connection test answers request and response', async () => {
    const named = await call('GET', '/api/admin/payment-provider');
    expect(named.json()).toEqual({ provider: 'sandbox' });
    const tested = await call('GET', '/api/admin/test-sandbox-api');
    expect(tested.statusCode).toBe(200);
    // Like the real adapter's: a read of a payment that cannot exist, which 404 answers.
    expect(tested.json()).toMatchObject({
      success: true,
      provider: 'sandbox',
      exchange: {
        request: { method: 'GET', url: expect.stringMatching(/^sandbox:\/\/v1\/payments\//) },
        response: { status: 404 },
      },
    });
    expect((await call('GET', '/api/admin/test-wonderful-api')).statusCode).toBe(404);
  });

  it('creates a test payment, which the payment listing then finds', async () => {
    const created = await call(
      'POST',
      '/api/admin/test-payment-creation',
      testPayment('TEST-00000001'),
    );
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      success: true,
      paymentUrl: expect.stringMatching(/\/sandbox-pay\/[0-9a-f-]{36}$/),
      providerPaymentId: expect.any(String),
      exchange: {
        request: { body: { amount: 10000, merchant_payment_reference: 'TEST-00000001' } },
      },
    });
    const listed = await call('POST', '/api/admin/test-payment-listing', {
      search: 'TEST-00000001',
      sort: 'created_desc',
      perPage: 5,
    });
    expect(listed.json()).toMatchObject({
      exchange: {
        response: { body: { data: [{ merchant_payment_reference: 'TEST-00000001' }] } },
      },
    });
  });

  it.each([
    ['longer than 18 characters', 'TEST-1234567890ABCD', 'Reference must be at most 18 characters'],
    ['in lower case', 'test-lower', 'Reference may use only capital letters A-Z, digits 0-9 and -'],
  ])('refuses a reference %s before calling the provider', async (_, reference, message) => {
    const refused = await call('POST', '/api/admin/test-payment-creation', testPayment(reference));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(message);
  });

  it('checks the listing filters and answers customers, orders and banks', async () => {
    const badPage = await call('POST', '/api/admin/test-customer-listing', { perPage: 7 });
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().message).toContain('Per page must be 5, 10, 25 or 50');
    for (const listing of ['test-customer-listing', 'test-order-listing']) {
      const answer = await call('POST', `/api/admin/${listing}`, {
        sort: 'created_asc',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        perPage: 10,
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().exchange.request.url).toContain('per_page=10');
    }
    const banks = await call('POST', '/api/admin/test-supported-banks');
    expect(banks.json().exchange.response.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ bank_id: 'sandbox-northern' })]),
    );
  });

  it('is for the back office only: no session and a customer session are refused', async () => {
    const customer = await registerCustomer(t.app);
    for (const cookie of ['', customer.cookie]) {
      expect((await call('GET', '/api/admin/payment-provider', undefined, cookie)).statusCode).toBe(
        401,
      );
      expect((await call('GET', '/api/admin/test-sandbox-api', undefined, cookie)).statusCode).toBe(
        401,
      );
      const creation = await call(
        'POST',
        '/api/admin/test-payment-creation',
        testPayment('TEST-1'),
        cookie,
      );
      expect(creation.statusCode).toBe(401);
    }
  });
});
