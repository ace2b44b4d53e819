// The back office's API Test against the real adapter (a local fake of the provider): it must
// prove what payments use, so it calls the same URL family with the same token.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SignedIn } from '#test-support/customers';
import type { FakeWonderful } from '#test-support/fake-wonderful';
import { confirmedOrder, payNow } from '#test-support/payment-orders';
import type { TestApp } from '#test-support/test-app';
import { startWonderfulShop } from '#test-support/wonderful-shop';

let fake: FakeWonderful;
let t: TestApp;
let admin: string;
let owner: SignedIn;

beforeAll(async () => {
  ({ fake, t, admin, owner } = await startWonderfulShop());
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.force = null;
  fake.requests.length = 0;
});

const apiTest = () =>
  t.app.inject({ method: 'GET', url: '/api/admin/test-wonderful-api', headers: { cookie: admin } });

describe('the API Test with the wonderful provider', () => {
  it('calls the host, token and v1 payments API that payment creation uses', async () => {
    const orderId = await confirmedOrder(t, owner);
    expect((await payNow(t, orderId, owner.cookie)).statusCode).toBe(200);
    const tested = await apiTest();
    expect(tested.statusCode).toBe(200);
    expect(tested.json()).toMatchObject({
      success: true,
      provider: 'wonderful',
      exchange: { response: { status: 404 } },
    });

    const [create, test] = fake.requests;
    expect(create).toMatchObject({ method: 'POST', url: '/api/public/v1/payments' });
    expect(test?.method).toBe('GET');
    expect(test?.url).toMatch(/^\/api\/public\/v1\/payments\/[0-9a-f-]{36}$/);
    expect(test?.headers.host).toBe(create?.headers.host);
    expect(test?.headers.authorization).toBe(create?.headers.authorization);
    expect(test?.headers.authorization).toBe(`Bearer ${fake.token}`);
    const answer = tested.json<{ exchange: { request: { url: string } } }>();
    expect(answer.exchange.request.url.startsWith(`${fake.apiUrl}/payments/`)).toBe(true);
  });

  it('fails as payments would when the provider refuses the token', async () => {
    fake.force = 401;
    const tested = await apiTest();
    expect(tested.statusCode).toBe(503);
    expect(tested.json().message).toContain('authentication failed');
  });

  it('keeps the listing tests on the same configured host', async () => {
    const banks = await t.app.inject({
      method: 'POST',
      url: '/api/admin/test-supported-banks',
      headers: { cookie: admin },
    });
    expect(banks.statusCode).toBe(200);
    expect(fake.requests.map((r) => [r.url, r.headers.authorization])).toEqual([
      ['/v2/supported-banks', `Bearer ${fake.token}`],
    ]);
  });
});
