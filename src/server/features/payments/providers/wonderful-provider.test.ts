import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeWonderful, type FakeWonderful } from '#test-support/fake-wonderful';
import { makePaymentReference, PaymentProviderError } from './payment-provider.ts';
import {
  createWonderfulProvider,
  WONDERFUL_API_URL,
  WONDERFUL_V2_URL,
  wonderfulV2Url,
} from './wonderful-provider.ts';

let fake: FakeWonderful;
beforeAll(async () => {
  fake = await startFakeWonderful();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.force = null;
  fake.statusSequence = ['pending', 'accepted', 'completed'];
});

const provider = (options: { token?: string; timeoutMs?: number } = {}) =>
  createWonderfulProvider({
    apiUrl: fake.apiUrl,
    token: 'token' in options ? options.token : fake.token,
    timeoutMs: options.timeoutMs ?? 2000,
  });

const payment = {
  amountPence: 30_550,
  reference: makePaymentReference(42, 1),
  customerEmail: 'buyer@example.test',
  customerName: 'Ada Buyer',
  description: 'Order 42',
  redirectUrl: 'http://shop.test/payment-return',
  webhookUrl: 'http://shop.test/api/payments/webhook/secret',
};

/** The error a call rejects with, for asserting on several of its fields. */
async function failure(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error: unknown = await promise.then(
    () => new Error('expected a failure'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

describe('wonderful adapter: creating and reading payments', () => {
  it('posts the payment to v1 with integer pence, the reference and the token', async () => {
    const created = await provider().createPayment(payment);
    expect(created.paymentUrl).toBe(`https://pay.example.test/hosted/${created.providerPaymentId}`);

    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/api/public/v1/payments' });
    expect(request?.headers).toMatchObject({
      authorization: `Bearer ${fake.token}`,
      'content-type': 'application/json',
      accept: 'application/json',
    });
    expect(request?.body).toEqual({
      customer_email_address: 'buyer@example.test',
      merchant_payment_reference: 'WP42-1',
      amount: 30550,
      currency: 'GBP',
      redirect_url: 'http://shop.test/payment-return',
      webhook_url: 'http://shop.test/api/payments/webhook/secret',
    });
  });

  it('shows the exchange with the token redacted', async () => {
    const { raw } = await provider().createPayment(payment);
    expect(raw.request).toMatchObject({
      method: 'POST',
      url: `${fake.url}/api/public/v1/payments`,
      headers: { Authorization: 'Bearer ***' },
    });
    expect(raw.response.status).toBe(201);
    expect(JSON.stringify(raw)).not.toContain(fake.token);
  });

  it.each([305.5, 0, -100])('refuses %s pence before sending anything', async (amountPence) => {
    const error = await failure(provider().createPayment({ ...payment, amountPence }));
    expect(error.kind).toBe('rejected');
    expect(fake.requests).toHaveLength(0);
  });

  it.each(['TEST-1234567890123456', 'wp42-1', 'WP42 1'])(
    'refuses the reference %j before sending anything',
    async (reference) => {
      await expect(provider().createPayment({ ...payment, reference })).rejects.toThrow(/A-Z, 0-9/);
      expect(fake.requests).toHaveLength(0);
    },
  );

  it('reports pending -> accepted -> completed as pending -> processing -> completed', async () => {
    const adapter = provider();
    const { providerPaymentId } = await adapter.createPayment(payment);
    const seen = [];
    for (let i = 0; i < 3; i += 1) seen.push(await adapter.getPayment(providerPaymentId));
    expect(seen.map((p) => [p.providerStatus, p.status])).toEqual([
      ['pending', 'pending'],
      ['accepted', 'processing'],
      ['completed', 'completed'],
    ]);
    expect(seen[2]).toMatchObject({ providerPaymentId, reference: 'WP42-1' });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      url: `/api/public/v1/payments/${providerPaymentId}`,
    });
  });

  it('leaves an unknown provider status unmapped', async () => {
    fake.statusSequence = ['on_hold'];
    const adapter = provider();
    const { providerPaymentId } = await adapter.createPayment(payment);
    expect(await adapter.getPayment(providerPaymentId)).toMatchObject({
      providerStatus: 'on_hold',
      status: null,
    });
  });

  it('never puts something other than a payment id into the URL', async () => {
    const error = await failure(provider().getPayment('../../v2/customers'));
    expect(error.kind).toBe('rejected');
    expect(fake.requests).toHaveLength(0);
  });
});

describe('wonderful adapter: listings and banks', () => {
  it('lists with the filters as v2 query parameters', async () => {
    const raw = await provider().listPayments({
      search: ' ada ',
      sort: 'amount_desc',
      startDate: '2025-01-01',
      endDate: '2025-01-31',
      perPage: 10,
      status: 'completed',
    });
    expect(fake.requests[0]?.url).toBe(
      '/v2/payments?search=ada&sort=amount_desc&start_date=2025-01-01&end_date=2025-01-31&per_page=10&status=completed',
    );
    expect(raw.response).toMatchObject({ status: 200, body: { meta: { per_page: 10 } } });
  });

  it('leaves out blank filters', async () => {
    await provider().listCustomers({ search: '', perPage: 25 });
    await provider().listOrders({});
    expect(fake.requests.map((r) => r.url)).toEqual(['/v2/customers?per_page=25', '/v2/orders']);
  });

  it('lists supported banks from v2 on the configured host', async () => {
    const raw = await provider().supportedBanks();
    expect(raw.request).toMatchObject({ method: 'GET', url: `${fake.url}/v2/supported-banks` });
    expect(raw.response.body).toMatchObject({
      data: expect.arrayContaining([
        expect.objectContaining({ bank_id: 'fake-bank', status: 'online' }),
      ]),
    });
  });

  it('finds v2 on the provider v2 host for its public v1 URL, else on the same origin', () => {
    expect(WONDERFUL_API_URL).toBe('https://wonderful.co.uk/api/public/v1');
    expect(wonderfulV2Url(WONDERFUL_API_URL)).toBe(WONDERFUL_V2_URL);
    expect(wonderfulV2Url(`${WONDERFUL_API_URL}/`)).toBe(WONDERFUL_V2_URL);
    expect(wonderfulV2Url('http://127.0.0.1:9999/api/public/v1/')).toBe('http://127.0.0.1:9999/v2');
  });
});

describe('wonderful adapter: the connection test', () => {
  it('reads a payment that cannot exist from v1 with the payment token: 404 proves access', async () => {
    const adapter = provider();
    await adapter.createPayment(payment);
    const raw = await adapter.testConnection();
    const [create, test] = fake.requests;
    expect(test?.url).toMatch(/^\/api\/public\/v1\/payments\/[0-9a-f-]{36}$/);
    expect(test?.method).toBe('GET');
    expect(test?.headers.host).toBe(create?.headers.host);
    expect(test?.headers.authorization).toBe(`Bearer ${fake.token}`);
    expect(test?.headers.authorization).toBe(create?.headers.authorization);
    expect(raw.request.url.startsWith(`${fake.apiUrl}/payments/`)).toBe(true);
    expect(raw.response).toMatchObject({ status: 404, body: { message: 'Payment not found' } });
  });

  it('fails with authentication failed when the provider refuses the token', async () => {
    const error = await failure(provider({ token: 'wrong-token' }).testConnection());
    expect(error).toMatchObject({ kind: 'authentication', status: 401 });
  });

  it('does not take a web page 404 (a wrong URL) for the API accepting the token', async () => {
    const adapter = createWonderfulProvider({
      apiUrl: 'http://provider.test/wrong',
      token: 't',
      fetch: async () => new Response('<html>Not Found</html>', { status: 404 }),
    });
    const error = await failure(adapter.testConnection());
    expect(error.kind).toBe('unavailable');
    expect(error.message).toContain(
      'unexpected answer to GET http://provider.test/wrong/payments/',
    );
  });
});
