import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENCODED_WORD_MESSAGE } from '#shared/schemas/fields';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { signInAdmin } from '#test-support/admin';
import { guestOrder, newCustomerDetails } from '#test-support/customers';
import { createTestApp, type TestApp } from '#test-support/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false } });
  admin = await signInAdmin(t.app);
});
afterAll(async () => t.close());

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

/** Decodes, in a mail client's subject line, to a line break and a right-to-left override. */
const ENCODED = '=?utf-8?q?Ada=0D=0ABcc:_x@evil.example=E2=80=AE?=';

describe('encoded words in fields that reach email headers', () => {
  it.each([
    ['a registration name', '/api/customers/register', newCustomerDetails({ firstName: ENCODED })],
    ['a guest order company', '/api/orders', guestOrder({ companyName: `Acme ${ENCODED}` })],
    [
      'a contact subject',
      '/api/contact',
      {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        subject: ENCODED.toUpperCase(),
        message: 'Please call me back about an order.',
      },
    ],
  ])('refuses %s with a clear message, and queues no email', async (_what, url, payload) => {
    const queued = async () => (await t.database.db.select().from(emailOutbox)).length;
    const before = await queued();
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(ENCODED_WORD_MESSAGE);
    expect(await queued()).toBe(before);
  });

  it('still takes text that only looks a little like one', async () => {
    const response = await post(
      '/api/orders',
      guestOrder({ companyName: 'Equals =? Question Ltd', email: 'plain@example.com' }),
    );
    expect(response.statusCode).toBe(201);
  });
});

describe('order ids past a PostgreSQL integer', () => {
  const TOO_BIG = 2_147_483_648;

  it('PATCH /api/orders/status answers 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/orders/status',
      headers: { cookie: admin },
      payload: { orderIds: [TOO_BIG], status: 'cancelled' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Order ids must be whole numbers from 1 to 2147483647');
  });

  it('POST /api/deliveries/schedule answers 400, not 500', async () => {
    const response = await post(
      '/api/deliveries/schedule',
      { orderIds: [1, TOO_BIG], date: '2030-01-07', slot: 'am' },
      admin,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Order ids must be whole numbers from 1 to 2147483647');
  });
});
