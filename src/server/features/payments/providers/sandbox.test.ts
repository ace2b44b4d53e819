import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentProvider } from './payment-provider.ts';
import { createPaymentProvider } from './create-provider.ts';
import { SANDBOX_LABEL } from './sandbox-page.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import { registerSandboxRoutes, type SandboxRoutesDeps } from './sandbox-routes.ts';
import { createSandboxStore, type SandboxStore } from './sandbox-store.ts';

const PUBLIC_URL = 'http://shop.test';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

let app: FastifyInstance;
let store: SandboxStore;
let provider: PaymentProvider;
let notify: ReturnType<typeof vi.fn<SandboxRoutesDeps['notify']>>;

beforeEach(async () => {
  store = createSandboxStore({ db: null });
  provider = createSandboxProvider({ publicUrl: `${PUBLIC_URL}/`, store });
  notify = vi.fn<SandboxRoutesDeps['notify']>(async () => {});
  // A bare Fastify with the shop's one relevant rule: no text/plain parser.
  app = Fastify();
  app.removeContentTypeParser('text/plain');
  await registerSandboxRoutes(app, { store, now: () => new Date(), notify });
  app.post('/api/echo', async (request) => ({ body: request.body }));
  await app.ready();
});
afterEach(() => app.close());

const payment = {
  amountPence: 30_550,
  reference: 'WP42-1',
  customerEmail: 'buyer@example.test',
  customerName: 'Ada Buyer',
  redirectUrl: `${PUBLIC_URL}/payment-return?order=42`,
  webhookUrl: `${PUBLIC_URL}/api/payments/webhook/secret`,
};

const pathOf = (url: string) => new URL(url).pathname;
const submit = (url: string, form: string) =>
  app.inject({ method: 'POST', url: pathOf(url), headers: FORM, payload: form });

describe('sandbox provider and its payment page', () => {
  it('creates a pending payment whose page shows the amount and the test-mode label', async () => {
    const created = await provider.createPayment(payment);
    expect(created.paymentUrl).toBe(`${PUBLIC_URL}/sandbox-pay/${created.providerPaymentId}`);
    expect(await provider.getPayment(created.providerPaymentId)).toMatchObject({
      providerStatus: 'pending',
      status: 'pending',
      reference: 'WP42-1',
    });

    const page = await app.inject({ url: pathOf(created.paymentUrl) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain(SANDBOX_LABEL);
    expect(page.body).toContain('£305.50');
    expect(page.body).toContain('WP42-1');
    expect(page.body).toContain('type="radio" name="bank"');
    expect(page.body).not.toContain('<script');
  });

  it('approve: 303 back with the payment id, notifies once, then processing and completed', async () => {
    const { providerPaymentId: id, paymentUrl } = await provider.createPayment(payment);
    const answer = await submit(paymentUrl, 'bank=sandbox-northern&action=approve');
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(
      `${PUBLIC_URL}/payment-return?order=42&wonderfulPaymentId=${id}`,
    );
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith(
      { wonderful_payment_id: id },
      { webhookUrl: payment.webhookUrl },
    );

    const first = await provider.getPayment(id);
    expect(first).toMatchObject({ providerStatus: 'accepted', status: 'processing' });
    expect(first.raw.response.body).toMatchObject({ data: { selectedAspsp: 'sandbox-northern' } });
    expect(await provider.getPayment(id)).toMatchObject({
      providerStatus: 'completed',
      status: 'completed',
    });
  });

  it.each([
    ['decline', 'rejected'],
    ['abandon', 'cancelled'],
  ])('%s -> %s -> failed, without choosing a bank', async (action, providerStatus) => {
    const { providerPaymentId: id, paymentUrl } = await provider.createPayment(payment);
    const answer = await submit(paymentUrl, `action=${action}`);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toContain(`wonderfulPaymentId=${id}`);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(await provider.getPayment(id)).toMatchObject({ providerStatus, status: 'failed' });
  });

  it('approve without a bank (or with an offline one) shows the page again with a message', async () => {
    const { providerPaymentId: id, paymentUrl } = await provider.createPayment(payment);
    for (const form of ['action=approve', 'action=approve&bank=sandbox-offline', 'action=pay']) {
      const answer = await submit(paymentUrl, form);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toContain(SANDBOX_LABEL);
      expect(answer.body).toMatch(/Choose (your bank|approve, decline or abandon)/);
    }
    expect(notify).not.toHaveBeenCalled();
    expect((await provider.getPayment(id)).providerStatus).toBe('pending');
  });

  it('a finished payment is not changed again, and its page says so', async () => {
    const { providerPaymentId: id, paymentUrl } = await provider.createPayment(payment);
    await submit(paymentUrl, 'action=decline');
    const again = await submit(paymentUrl, 'bank=sandbox-northern&action=approve');
    expect(again.statusCode).toBe(303);
    expect(notify).toHaveBeenCalledTimes(1);
    expect((await provider.getPayment(id)).providerStatus).toBe('rejected');
    expect((await app.inject({ url: pathOf(paymentUrl) })).body).toContain(
      'This payment is rejected',
    );
  });

  it('sends no webhook for a payment made without a webhook url, like the provider', async () => {
    const { paymentUrl } = await provider.createPayment({ ...payment, webhookUrl: undefined });
    expect((await submit(paymentUrl, 'action=abandon')).statusCode).toBe(303);
    expect(notify).not.toHaveBeenCalled();
  });

  it('still returns the person to the shop when the webhook fails', async () => {
    notify.mockRejectedValueOnce(new Error('shop busy'));
    const { paymentUrl } = await provider.createPayment(payment);
    expect((await submit(paymentUrl, 'action=decline')).statusCode).toBe(303);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid'])(
    'an unknown id %s -> 404 page; getPayment refuses it',
    async (id) => {
      const page = await app.inject({ url: `/sandbox-pay/${id}` });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('Payment not found');
      expect((await submit(`${PUBLIC_URL}/sandbox-pay/${id}`, 'action=approve')).statusCode).toBe(
        404,
      );
      await expect(provider.getPayment(id)).rejects.toMatchObject({
        kind: 'rejected',
        status: 404,
      });
    },
  );

  it('escapes what it shows: a reference containing <script> stays text', async () => {
    // createPayment refuses such a reference, so it is put straight into the store.
    const id = '11111111-1111-4111-8111-111111111111';
    const at = new Date();
    await store.add({
      id,
      reference: '<script>alert(1)</script>',
      amountPence: 100,
      customerEmail: 'a@example.test',
      customerName: null,
      description: '"><img src=x onerror=alert(1)>',
      redirectUrl: payment.redirectUrl,
      webhookUrl: null,
      status: 'pending',
      bankId: null,
      cancelledByShop: false,
      createdAt: at,
      updatedAt: at,
    });
    const page = await app.inject({ url: `/sandbox-pay/${id}` });
    expect(page.body).not.toContain('<script');
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    await expect(provider.createPayment({ ...payment, reference: '<script>' })).rejects.toThrow(
      /A-Z, 0-9/,
    );
  });

  it('reads forms on its own routes only; the rest of the app still refuses them', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: FORM,
      payload: 'a=1',
    });
    expect(answer.statusCode).toBe(415);
  });

  it('lets the page send the form on to a redirect origin other than its own', async () => {
    const strict = Fastify();
    strict.addHook('onRequest', async (_request, reply) => {
      reply.raw.setHeader('content-security-policy', "default-src 'self'; form-action 'self'");
    });
    await registerSandboxRoutes(strict, { store, now: () => new Date(), notify });
    const { paymentUrl } = await provider.createPayment({
      ...payment,
      redirectUrl: 'https://elsewhere.test/back',
    });
    const page = await strict.inject({ url: pathOf(paymentUrl) });
    expect(page.headers['content-security-policy']).toBe(
      "default-src 'self'; form-action 'self' https://elsewhere.test",
    );
    await strict.close();
  });
});

describe('sandbox provider: admin tests', () => {
  it('answers banks, the connection test and listings in the provider shapes', async () => {
    await provider.createPayment(payment);
    await provider.createPayment({
      ...payment,
      reference: 'WP43-1',
      customerEmail: 'b@example.test',
    });

    const tested = await provider.testConnection();
    expect(tested.request).toMatchObject({ method: 'GET' });
    expect(tested.request.url).toMatch(/^sandbox:\/\/v1\/payments\/[0-9a-f-]{36}$/);
    expect(tested.response).toMatchObject({ status: 404, body: { message: 'Payment not found' } });

    const banks = await provider.supportedBanks();
    expect(banks.request.url).toBe('sandbox://v2/supported-banks');
    expect(banks.response.body).toMatchObject({
      data: expect.arrayContaining([
        expect.objectContaining({ bank_id: 'sandbox-northern', status: 'online' }),
      ]),
    });

    const payments = await provider.listPayments({
      search: 'wp43',
      perPage: 5,
      sort: 'created_asc',
    });
    expect(payments.request.url).toBe(
      'sandbox://v2/payments?search=wp43&sort=created_asc&per_page=5',
    );
    expect(payments.response.body).toMatchObject({
      data: [{ merchant_payment_reference: 'WP43-1', amount: 30550, status: 'pending' }],
      meta: { per_page: 5, total: 1, current_page: 1 },
    });

    const customers = await provider.listCustomers({ sort: 'last_name_asc' });
    expect(customers.response.body).toMatchObject({ meta: { total: 2, per_page: 25 } });
    const orders = await provider.listOrders({ status: 'completed' });
    expect(orders.response.body).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('refuses what the provider would: pence, references and the return address', async () => {
    await expect(provider.createPayment({ ...payment, amountPence: 1.5 })).rejects.toThrow(/pence/);
    await expect(
      provider.createPayment({ ...payment, redirectUrl: 'javascript:alert(1)' }),
    ).rejects.toThrow(/redirect url/);
  });
});

describe('createPaymentProvider', () => {
  const config = {
    publicUrl: PUBLIC_URL,
    wonderfulApiUrl: 'https://wonderful.co.uk/api/public/v1',
  };

  it('chooses the adapter PAYMENT_PROVIDER names', () => {
    expect(createPaymentProvider({ ...config, provider: 'sandbox' }, store).name).toBe('sandbox');
    expect(
      createPaymentProvider({ ...config, provider: 'wonderful', wonderfulApiToken: 't' }, store)
        .name,
    ).toBe('wonderful');
  });
});
