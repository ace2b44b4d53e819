import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '#server/features/customers/customers.tables';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { orders } from '#server/features/orders/orders.tables';
import { guestOrder, newCustomerDetails, registerCustomer } from '#test-support/customers';
import { createTestApp, type TestApp } from '#test-support/test-app';

// Text typed into a form reaches emails sent to other people (the business, the customer):
// a line break in a single-line field could write lines of its own into them.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false } });
});
afterAll(async () => t.close());

const INJECTED = 'Eve\r\nBcc: x@y.z';
const SINGLE_LINE = 'Must be a single line without control characters';

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

const rows = async () => ({
  orders: (await t.database.db.select({ n: count() }).from(orders))[0]?.n,
  customers: (await t.database.db.select({ n: count() }).from(customers))[0]?.n,
  outbox: (await t.database.db.select({ n: count() }).from(emailOutbox))[0]?.n,
});

let key = 0;
const placeOrder = (overrides: Record<string, unknown>) =>
  post('/api/orders', guestOrder(overrides), {
    'idempotency-key': `control-characters-${(key += 1)}`,
  });

function expectRefused(response: { statusCode: number; json: () => unknown }, field: string) {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { message: string; details?: unknown };
  expect(typeof body.message).toBe('string');
  expect(JSON.stringify(body)).toContain(SINGLE_LINE);
  expect(JSON.stringify(body)).toContain(field);
}

describe('control characters in single-line fields', () => {
  it('refuses an order whose name carries a header line, and writes nothing', async () => {
    const before = await rows();
    expectRefused(await placeOrder({ firstName: INJECTED }), 'firstName');
    expect(await rows()).toEqual(before);
  });

  it.each([
    ['lastName', 'Love\nlace'],
    ['companyName', 'Acme\u0000Ltd'],
    ['addressLine1', '12 Station Road\u2028Bcc: x@y.z'],
    ['addressLine2', 'Flat 1\u0085'],
    ['city', 'Scun\tthorpe'],
    ['postcode', 'DN15\r8QA'],
    ['phone', '01632 960123\u007f'],
    ['billingCity', 'Hull\nX'],
    ['region', 'Doncaster\r\nX'],
  ])('refuses an order with a control character in %s', async (field, value) => {
    const before = await rows();
    expectRefused(await placeOrder({ [field]: value }), field);
    expect(await rows()).toEqual(before);
  });

  it('still places the same order without them', async () => {
    const response = await placeOrder({});
    expect(response.statusCode).toBe(201);
  });

  it('refuses a registration with a control character, and writes nothing', async () => {
    const before = await rows();
    const response = await post(
      '/api/customers/register',
      newCustomerDetails({ firstName: INJECTED }),
    );
    expectRefused(response, 'firstName');
    expect(await rows()).toEqual(before);
    expectRefused(
      await post('/api/customers/register', newCustomerDetails({ companyName: 'A\rB' })),
      'companyName',
    );
    expect(await rows()).toEqual(before);
  });

  it('refuses a profile update with a line break in the address', async () => {
    const { cookie } = await registerCustomer(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/customers/profile',
      headers: { cookie },
      payload: { firstName: 'Ada', lastName: 'Lovelace', addressLine1: '1 Road\nBcc: x@y.z' },
    });
    expectRefused(response, 'addressLine1');
  });

  it('refuses a contact message whose name or subject carries a line, and queues nothing', async () => {
    const before = await rows();
    const message = {
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Delivery',
      message: 'Hello,\r\nwhen can you deliver?\n\tThanks',
    };
    expectRefused(await post('/api/contact', { ...message, name: INJECTED }), 'name');
    expectRefused(await post('/api/contact', { ...message, subject: 'Hi\nBcc: x@y.z' }), 'subject');
    expect(await rows()).toEqual(before);

    // The message itself is multi-line: its line breaks and tabs are kept, other controls not.
    const bell = await post('/api/contact', { ...message, message: 'Hello there\u0007!' });
    expect(bell.statusCode).toBe(400);
    expect(JSON.stringify(bell.json())).toContain('Must not contain control characters');
    expect((await post('/api/contact', message)).statusCode).toBe(200);
    // The message to customer service and the sender's acknowledgement.
    expect((await rows()).outbox).toBe((before.outbox ?? 0) + 2);
  });
});
