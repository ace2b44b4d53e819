import { connect } from 'node:net';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROKEN_CHARACTER_MESSAGE } from '#shared/schemas/fields';
import { auditLog } from '#server/features/audit/audit.tables';
import { customers } from '#server/features/customers/customers.tables';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { orders } from '#server/features/orders/orders.tables';
import { guestOrder, newCustomerDetails } from '#test-support/customers';
import { createTestApp, type TestApp } from '#test-support/test-app';

// Input no form would send, from someone trying: each is refused with a 400 and a message
// in the shop's shape, and nothing is written. None may reach a 500.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false }, listen: true });
});
afterAll(async () => t.close());

const rows = async () => {
  const { db } = t.database;
  const counted = async (
    table: typeof orders | typeof customers | typeof emailOutbox | typeof auditLog,
  ) => (await db.select({ n: count() }).from(table))[0]?.n;
  return {
    orders: await counted(orders),
    customers: await counted(customers),
    outbox: await counted(emailOutbox),
    audit: await counted(auditLog),
  };
};

/** A 400 whose body is `{ message }` (and field details), nothing of Fastify's own shape. */
function expectRefusal(response: { statusCode: number; json: () => unknown }, status = 400) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as Record<string, unknown>;
  expect(typeof body.message).toBe('string');
  expect(Object.keys(body).filter((key) => key !== 'message' && key !== 'details')).toEqual([]);
  return body as { message: string; details?: { path: string; message: string }[] };
}

let key = 0;
const placeOrder = (payload: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'content-type': 'application/json', 'idempotency-key': `odd-input-${(key += 1)}` },
    payload,
  });

describe('money as an odd number', () => {
  it.each(['1.001', '1e21', '1e-7', '-0.5', '123456789'])(
    'refuses an order whose totalPrice is %s, and writes nothing',
    async (total) => {
      const before = await rows();
      // Spliced in as a JSON number: JSON.stringify would write 1e21 as 1e+21.
      const body = JSON.stringify(guestOrder({ totalPrice: 0 })).replace(
        '"totalPrice":0',
        `"totalPrice":${total}`,
      );
      const refused = expectRefusal(await placeOrder(body));
      expect(refused.details).toContainEqual({
        path: 'totalPrice',
        message: 'Must be an amount in pounds',
      });
      expect(await rows()).toEqual(before);
    },
  );

  it('still takes a price sent as a plain number', async () => {
    const response = await placeOrder(
      JSON.stringify(guestOrder({ unitPrice: 289, totalPrice: 606.9 })),
    );
    expect(response.statusCode).toBe(201);
  });
});

describe('a lone surrogate in text', () => {
  // JSON can spell half a surrogate pair; PostgreSQL cannot store it.
  const LONE = '\\ud800';

  it.each(['name', 'subject', 'message'])(
    'refuses a contact message with one in its %s, and queues nothing',
    async (field) => {
      const before = await rows();
      const fields: Record<string, string> = {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        subject: 'Delivery',
        message: 'Please call me about my delivery.',
      };
      const payload = JSON.stringify(fields).replace(
        `"${field}":"${fields[field]}"`,
        `"${field}":"${fields[field]} ${LONE}"`,
      );
      const refused = expectRefusal(
        await t.app.inject({
          method: 'POST',
          url: '/api/contact',
          headers: { 'content-type': 'application/json' },
          payload,
        }),
      );
      expect(refused.details).toContainEqual({ path: field, message: BROKEN_CHARACTER_MESSAGE });
      expect(await rows()).toEqual(before);
    },
  );

  it('refuses an order and a registration with one (a low half this time)', async () => {
    const before = await rows();
    const order = JSON.stringify(guestOrder()).replace('"Ada"', '"Ad\\udc00a"');
    expectRefusal(await placeOrder(order));
    const registration = JSON.stringify(newCustomerDetails()).replace(
      /"firstName":"[^"]*"/,
      '"firstName":"\\udfff"',
    );
    expectRefusal(
      await t.app.inject({
        method: 'POST',
        url: '/api/customers/register',
        headers: { 'content-type': 'application/json' },
        payload: registration,
      }),
    );
    expect(await rows()).toEqual(before);
  });

  it('still takes a whole pair: an emoji in a message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        subject: 'Thanks \u{1F332}',
        message: 'The pellets arrived on time \u{1F44D}',
      },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("Fastify's own refusals, in the shop's shape", () => {
  it.each([
    ['bad percent-encoding', '/api/orders/%E0%A4%A', 400],
    ['a lone percent sign', '/api/track/abc%', 400],
    ['an over-long parameter', `/api/track/${'a'.repeat(200)}%`, 400],
  ])('answers %s with { message }', async (_what, url, status) => {
    const refused = expectRefusal(await t.app.inject({ method: 'GET', url }), status);
    expect(refused.message).toBe('The address is not valid');
  });

  it('answers a parameter over the router’s length with 414 { message }', async () => {
    const refused = expectRefusal(
      await t.app.inject({ method: 'GET', url: `/api/track/${'a'.repeat(200)}` }),
      414,
    );
    expect(refused.message).toBe('The address is too long');
  });

  it.each([
    ['malformed JSON', 'application/json', '{"name":', 400, 'Malformed JSON in request body'],
    ['an empty JSON body', 'application/json', '', 400, 'Request body is empty'],
    ['XML', 'application/xml', '<a/>', 415, 'Unsupported content type: send JSON'],
    [
      'a body over the limit',
      'application/json',
      JSON.stringify({ message: 'x'.repeat(70_000) }),
      413,
      'Request body is too large',
    ],
  ])('answers %s with { message }', async (_what, type, payload, status, message) => {
    const before = await rows();
    const refused = expectRefusal(
      await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': type },
        payload,
      }),
      status,
    );
    expect(refused.message).toBe(message);
    expect(await rows()).toEqual(before);
  });

  it('answers a request Node cannot parse with { message } on the socket', async () => {
    const { port } = new URL(t.publicUrl);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write('GET /api/regions HTTP/1.1\r\nHost: shop\r\nBad Header\r\n\r\n');
      });
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer.split('\r\n\r\n')[1]).toBe('{"message":"The request could not be read"}');
  });
});
