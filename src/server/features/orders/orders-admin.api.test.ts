import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldIssue } from '#shared/api-error';
import { getOrderEvents } from '#shared/api/orders-admin';
import type { OrderEvent } from '#shared/schemas/admin';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { orderEvents, orders } from '#server/features/orders/orders.tables';
import { signInAdmin } from '#test-support/admin';
import { orderFor, registerCustomer, type SignedIn } from '#test-support/customers';
import { expectAnswerMatchesOpenApi } from '#test-support/openapi';
import { createTestApp, type TestApp } from '#test-support/test-app';

let t: TestApp;
let admin: string;
let customer: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false } });
  admin = await signInAdmin(t.app);
  customer = await registerCustomer(t.app);
});
afterAll(async () => t.close());

/**
 * A guest order through checkout: Doncaster, 2 t at 289.00, 606.90 with 5% VAT. Only the first
 * few orders to one address in an hour are confirmed to it: a test of the confirmation itself
 * orders to an address of its own.
 */
async function guestOrder(email = 'guest@example.com'): Promise<number> {
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: orderFor(customer, { email, firstName: 'Gus' }),
  });
  expect(placed.statusCode).toBe(201);
  return placed.json<{ id: number }>().id;
}

const adminCall = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: admin },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const events = async (id: number) => {
  const response = await adminCall('GET', `/api/orders/${id}/events`);
  expectAnswerMatchesOpenApi(getOrderEvents, response);
  return response.json<OrderEvent[]>();
};
const adminEvents = async (id: number) => (await events(id)).filter((e) => e.actor === 'admin');

const validEdit = {
  firstName: 'Gus',
  lastName: 'Lovelace',
  email: 'guest@example.com',
  phone: '01632 960123',
  addressLine1: '12 Station Road',
  city: 'Scunthorpe',
  postcode: 'DN15 8QA',
  region: 'Doncaster',
  quantity: 2,
};

describe('order status', () => {
  it('changes the status and records who changed what, once', async () => {
    const id = await guestOrder();
    const changed = await adminCall('PATCH', `/api/orders/${id}/status`, { status: 'confirmed' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id, status: 'confirmed', paymentStatus: 'pending' });
    await adminCall('PATCH', `/api/orders/${id}/status`, { status: 'confirmed' });
    expect(await adminEvents(id)).toEqual([
      expect.objectContaining({
        actor: 'admin',
        type: 'status_changed',
        field: 'status',
        oldValue: 'pending',
        newValue: 'confirmed',
      }),
    ]);
  });

  it('refuses an unknown status or order', async () => {
    const id = await guestOrder();
    const bad = await adminCall('PATCH', `/api/orders/${id}/status`, { status: 'shipped' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Status must be pending, confirmed or cancelled');
    const missing = await adminCall('PATCH', '/api/orders/999999/status', { status: 'cancelled' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Order not found');
    const badId = await adminCall('PATCH', '/api/orders/abc/status', { status: 'cancelled' });
    expect(badId.statusCode).toBe(400);
  });
});

describe('bulk order status', () => {
  const statusOf = async (id: number) =>
    (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]?.status;

  it('changes several orders in one action, each with the event a single change gives', async () => {
    const ids = [await guestOrder(), await guestOrder(), await guestOrder()];
    await adminCall('PATCH', `/api/orders/${ids[0]}/status`, { status: 'confirmed' });

    const changed = await adminCall('PATCH', '/api/orders/status', {
      orderIds: ids,
      status: 'confirmed',
    });
    expect(changed.statusCode).toBe(200);
    const answered = changed.json<{ id: number; status: string }[]>();
    expect(answered.map((o) => [o.id, o.status])).toEqual(ids.map((id) => [id, 'confirmed']));
    // The same email a single change queues: one held confirmation per order, none twice.
    const progress = await t.database.db
      .select({ orderId: emailOutbox.orderId, to: emailOutbox.toAddress })
      .from(emailOutbox)
      .where(and(inArray(emailOutbox.orderId, ids), isNotNull(emailOutbox.holdKey)))
      .orderBy(asc(emailOutbox.orderId));
    expect(progress).toEqual(ids.map((orderId) => ({ orderId, to: 'guest@example.com' })));
    for (const id of ids) {
      expect(await adminEvents(id)).toEqual([
        expect.objectContaining({
          type: 'status_changed',
          oldValue: 'pending',
          newValue: 'confirmed',
        }),
      ]);
    }
  });

  it('changes none of them when one is unknown', async () => {
    const id = await guestOrder();
    const refused = await adminCall('PATCH', '/api/orders/status', {
      orderIds: [id, 999999],
      status: 'cancelled',
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Order not found: #999999');
    expect(await statusOf(id)).toBe('pending');
    expect(await adminEvents(id)).toEqual([]);
  });

  it.each([
    [{ orderIds: [], status: 'confirmed' }, 'Choose at least one order'],
    [{ orderIds: [1, 1], status: 'confirmed' }, 'Each order may appear only once'],
    [{ orderIds: [1], status: 'shipped' }, 'Status must be pending, confirmed or cancelled'],
    [
      { orderIds: Array.from({ length: 101 }, (_, i) => i + 1), status: 'cancelled' },
      'Choose at most 100 orders at a time',
    ],
    [
      { orderIds: [1], status: 'confirmed', paymentStatus: 'completed' },
      'Unrecognized key: "paymentStatus"',
    ],
  ])('refuses %j', async (payload, message) => {
    const response = await adminCall('PATCH', '/api/orders/status', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('is for the back office only', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/orders/status',
      payload: { orderIds: [1], status: 'cancelled' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('order history', () => {
  it('lists the events oldest first, from checkout on, with the emails from the outbox', async () => {
    const id = await guestOrder('history@example.com');
    // Runs are queued one behind another: once a run finds nothing, every email has gone.
    while ((await t.mailWorker.runOnce()).sent > 0);
    const list = await events(id);
    expect(list.map((e) => e.type)).toEqual(['created', 'email_sent', 'email_sent']);
    expect(list[0]).toEqual({
      id: expect.stringMatching(/^event-\d+$/),
      actor: 'system',
      by: null,
      type: 'created',
      field: null,
      oldValue: null,
      newValue: '2 t, 606.90',
      description: 'Created: 2 t, £606.90',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(list.slice(1).map((e) => [e.id.replace(/\d+$/, 'N'), e.actor, e.newValue])).toEqual([
      ['email-N', 'system', 'history@example.com'],
      ['email-N', 'system', 'orders@shop.test'],
    ]);
    // Placing an order writes one event; its emails are read from the outbox.
    expect(
      await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)),
    ).toHaveLength(1);
    expect((await adminCall('GET', '/api/orders/999999/events')).statusCode).toBe(404);
  });
});

describe('edit order', () => {
  it('saves the changed fields, one event each, and keeps VAT adding up', async () => {
    const id = await guestOrder();
    const response = await adminCall('PATCH', `/api/orders/${id}`, {
      ...validEdit,
      lastName: 'Byron',
      companyName: 'Byron Estates',
      postcode: 'dn15 8qb',
      quantity: '3.5',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      lastName: 'Byron',
      companyName: 'Byron Estates',
      postcode: 'DN15 8QB',
      quantity: 3.5,
      unitPrice: '289.00',
      totalPrice: '1062.08',
      vatAmount: '50.58',
      paymentStatus: 'pending',
      status: 'pending',
    });
    const changes = (await adminEvents(id)).map((e) => [e.type, e.field, e.oldValue, e.newValue]);
    expect(changes).toEqual([
      ['edited', 'lastName', 'Lovelace', 'Byron'],
      ['edited', 'postcode', 'DN15 8QA', 'DN15 8QB'],
      ['edited', 'quantity', '2', '3.5'],
      ['edited', 'companyName', null, 'Byron Estates'],
      ['edited', 'totalPrice', '606.90', '1062.08'],
      ['edited', 'vatAmount', '28.90', '50.58'],
    ]);
  });

  it('records nothing when nothing changes; blank optional fields clear, absent ones stay', async () => {
    const id = await guestOrder();
    await adminCall('PATCH', `/api/orders/${id}`, { ...validEdit, billingCity: 'Hull' });
    const same = await adminCall('PATCH', `/api/orders/${id}`, validEdit);
    expect(same.json().billingCity).toBe('Hull');
    const cleared = await adminCall('PATCH', `/api/orders/${id}`, {
      ...validEdit,
      billingCity: '',
    });
    expect(cleared.json().billingCity).toBeNull();
    expect((await adminEvents(id)).map((e) => e.newValue)).toEqual(['Hull', null]);
  });

  it('answers Invalid order data with the field problems, and changes nothing', async () => {
    const id = await guestOrder();
    const response = await adminCall('PATCH', `/api/orders/${id}`, {
      ...validEdit,
      firstName: '  ',
      email: 'not-an-email',
      quantity: 0.7,
      status: 'shipped',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; details: FieldIssue[] }>();
    expect(body.message).toBe('Invalid order data');
    expect(body.details.map((d) => d.path).sort()).toEqual([
      'email',
      'firstName',
      'quantity',
      'status',
    ]);
    expect(body.details).toContainEqual({ path: 'firstName', message: 'First name is required' });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ firstName: 'Gus', quantity: '2.0', status: 'pending' });
    expect(await adminEvents(id)).toEqual([]);
  });

  it.each([
    ['a missing required field', { ...validEdit, city: undefined }],
    ['quantity over 50', { ...validEdit, quantity: 50.5 }],
    ['an unknown field', { ...validEdit, customerId: 3 }],
    ['no body', undefined],
  ])('refuses %s', async (_case, body) => {
    const id = await guestOrder();
    const response = await adminCall('PATCH', `/api/orders/${id}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid order data');
  });

  it('answers 404 for an order that does not exist', async () => {
    const response = await adminCall('PATCH', '/api/orders/999999', validEdit);
    expect(response.statusCode).toBe(404);
  });
});

describe('link order to customer', () => {
  it('links a guest order to an account, which then lists it', async () => {
    const id = await guestOrder();
    const { id: customerId } = customer.customer;
    const linked = await adminCall('PATCH', `/api/orders/${id}/associate-customer`, {
      customerId: String(customerId),
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ id, customerId });
    expect(await adminEvents(id)).toEqual([
      expect.objectContaining({
        type: 'customer_linked',
        field: 'customerId',
        oldValue: null,
        newValue: String(customerId),
      }),
    ]);
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/customers/orders',
      headers: { cookie: customer.cookie },
    });
    expect(own.json<{ id: number }[]>().map((o) => o.id)).toContain(id);
  });

  it.each([0, -1, 1.5, 'abc', '', null, 3_000_000_000])('refuses customer ID %j', async (value) => {
    const id = await guestOrder();
    const response = await adminCall('PATCH', `/api/orders/${id}/associate-customer`, {
      customerId: value,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter a valid customer ID.');
  });

  it('refuses a customer that does not exist', async () => {
    const id = await guestOrder();
    const response = await adminCall('PATCH', `/api/orders/${id}/associate-customer`, {
      customerId: 999_999,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Customer not found');
  });
});

describe('resend order email', () => {
  it.each([
    ['customer', 'guest@example.com', /^Order confirmation #/],
    ['admin', 'orders@shop.test', /^New order #/],
  ])('queues the email for the %s', async (recipient, address, subject) => {
    const id = await guestOrder();
    const before = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, id));
    const response = await adminCall('POST', `/api/orders/${id}/resend-email`, { recipient });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: `Email queued for ${address}` });
    const after = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, id))
      .orderBy(asc(emailOutbox.id));
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      toAddress: address,
      subject: expect.stringMatching(subject),
    });
    expect(await adminEvents(id)).toEqual([
      expect.objectContaining({ type: 'email_resent', field: 'recipient', newValue: address }),
    ]);
  });

  it('refuses an unknown recipient or order', async () => {
    const id = await guestOrder();
    const bad = await adminCall('POST', `/api/orders/${id}/resend-email`, { recipient: 'boss' });
    expect(bad.statusCode).toBe(400);
    const missing = await adminCall('POST', '/api/orders/999999/resend-email', {
      recipient: 'customer',
    });
    expect(missing.statusCode).toBe(404);
  });
});
