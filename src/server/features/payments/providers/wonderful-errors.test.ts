import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeWonderful, type FakeWonderful } from '#test-support/fake-wonderful';
import { PaymentProviderError } from './payment-provider.ts';
import { createWonderfulProvider } from './wonderful-provider.ts';

let fake: FakeWonderful;
beforeAll(async () => {
  fake = await startFakeWonderful();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.force = null;
});

const provider = (options: { apiUrl?: string; token?: string; timeoutMs?: number } = {}) =>
  createWonderfulProvider({
    apiUrl: options.apiUrl ?? fake.apiUrl,
    token: 'token' in options ? options.token : fake.token,
    timeoutMs: options.timeoutMs ?? 2000,
  });

const payment = {
  amountPence: 10_000,
  reference: 'TEST-12345678',
  customerEmail: 'buyer@example.test',
  redirectUrl: 'http://shop.test/payment-return',
};

async function failure(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error: unknown = await promise.then(
    () => new Error('expected a failure'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

describe('wonderful adapter: provider errors', () => {
  it('a wrong token -> authentication failed, with the exchange and no token in it', async () => {
    const error = await failure(provider({ token: 'wrong-token' }).createPayment(payment));
    expect(error).toMatchObject({ kind: 'authentication', status: 401 });
    expect(error.message).toBe(
      'Payment provider authentication failed (HTTP 401): Invalid Bearer Token',
    );
    expect(error.exchange?.response.body).toMatchObject({ error_code: 'unauthorized' });
    expect(JSON.stringify(error.exchange)).not.toContain('wrong-token');
    expect(error.message).not.toContain('wrong-token');
  });

  it('no token at all -> authentication failed without calling the provider', async () => {
    const error = await failure(provider({ token: undefined }).testConnection());
    expect(error.kind).toBe('authentication');
    expect(error.message).toContain('authentication failed');
    expect(fake.requests).toHaveLength(0);
  });

  it.each([
    [401, 'authentication', 'authentication failed'],
    [403, 'access', 'access denied'],
    [429, 'unavailable', 'unavailable'],
    [500, 'unavailable', 'unavailable'],
    [503, 'unavailable', 'unavailable'],
  ] as const)('HTTP %i -> %s, message containing %j', async (status, kind, phrase) => {
    fake.force = status;
    const error = await failure(provider().supportedBanks());
    expect(error).toMatchObject({ kind, status });
    expect(error.message).toContain(phrase);
    expect(error.exchange?.response.status).toBe(status);
  });

  it('a validation answer -> the provider message of the first invalid field', async () => {
    const error = await failure(provider().createPayment({ ...payment, customerEmail: 'nobody' }));
    expect(error).toMatchObject({ kind: 'rejected', status: 422 });
    expect(error.message).toBe('The customer email address must be a valid email address.');
  });

  it('a forced 422 -> its field message; a 404 -> the provider message', async () => {
    fake.force = 422;
    expect((await failure(provider().createPayment(payment))).message).toBe(
      'The amount must be at least 1.',
    );
    fake.force = null;
    const missing = await failure(provider().getPayment('00000000-0000-4000-8000-000000000000'));
    expect(missing).toMatchObject({ kind: 'rejected', status: 404, message: 'Payment not found' });
  });

  it('no answer within the timeout -> unavailable', async () => {
    fake.force = 'hang';
    const started = Date.now();
    const error = await failure(provider({ timeoutMs: 200 }).createPayment(payment));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error.kind).toBe('unavailable');
    expect(error.message).toMatch(/unavailable: no answer from 127\.0\.0\.1:\d+ within 200 ms/);
  });

  it('a refused connection -> unavailable', async () => {
    const error = await failure(provider({ apiUrl: await closedPortUrl() }).testConnection());
    expect(error.kind).toBe('unavailable');
    expect(error.message).toMatch(
      /unavailable: could not connect to 127\.0\.0\.1:\d+ \(ECONNREFUSED\)/,
    );
  });

  it('an answer in an unexpected shape -> unavailable', async () => {
    const adapter = createWonderfulProvider({
      apiUrl: 'http://provider.test',
      token: 't',
      fetch: async () => new Response('<html>proxy error page</html>', { status: 201 }),
    });
    const error = await failure(adapter.createPayment(payment));
    expect(error.kind).toBe('unavailable');
    expect(error.exchange?.response.body).toBe('<html>proxy error page</html>');
  });

  it('never hands back the token, even when an answer echoes it', async () => {
    const token = 'secret-token-value';
    const adapter = createWonderfulProvider({
      apiUrl: 'http://provider.test',
      token,
      fetch: async () => Response.json({ message: `Token ${token} is revoked` }, { status: 400 }),
    });
    const error = await failure(adapter.testConnection());
    expect(error.message).toBe('Token *** is revoked');
    expect(JSON.stringify(error.exchange)).not.toContain(token);
  });

  it('a redirect is not followed -> unavailable, pointing at the URL', async () => {
    const adapter = createWonderfulProvider({
      apiUrl: 'http://provider.test',
      token: 't',
      fetch: async (_url, init) => {
        expect(init?.redirect).toBe('manual');
        return new Response(null, {
          status: 301,
          headers: { location: 'https://elsewhere.test/' },
        });
      },
    });
    const error = await failure(adapter.testConnection());
    expect(error.kind).toBe('unavailable');
    expect(error.message).toContain('unexpected HTTP 301 from http://provider.test/payments/');
  });
});

/** An address nothing listens on: a port the OS gave us, then closed again. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
