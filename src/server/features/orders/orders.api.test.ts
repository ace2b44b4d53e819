import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { orderEvents, orders } from '#server/features/orders/orders.tables';
import { renderMessage } from '#test-support/stored-email';
import { orderFor, registerCustomer } from '#test-support/customers';
import { createTestApp, type TestApp } from '#test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false } });
});
afterAll(async () => t.close());

// Doncaster (DN): single 289.00, bulk 275.00, wholesale 262.00 per tonne ex VAT.
const guestOrder = (overrides: Record<string, unknown> = {}) => ({
  customerId: null,
  firstName: 'Ada',
  lastName: 'Lovelace',
  companyName: '',
  email: 'Ada@Example.com',
  phone: '01632 960123',
  addressLine1: '12 Station Road',
  addressLine2: '',
  city: 'Scunthorpe',
  postcode: 'dn15 8qa',
  billingAddressLine1: '',
  billingAddressLine2: '',
  billingCity: '',
  billingPostcode: '',
  region: 'Doncaster',
  quantity: 2,
  unitPrice: '289.00',
  totalPrice: '606.90',
  ...overrides,
});

const place = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/orders', payload: body as object, headers });

const orderCount = async () => (await t.database.db.select({ n: count() }).from(orders))[0]?.n;

let key = 0;
const freshKey = () => `checkout-attempt-${Date.now()}-${(key += 1)}`;

describe('POST /api/orders', () => {
  beforeEach(async () => {
    await t.database.db.delete(orders);
  });

  it('creates a pending guest order priced by the server, with both emails queued', async () => {
    const response = await place(guestOrder(), { 'idempotency-key': freshKey() });
    expect(response.statusCode).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({
      customerId: null,
      email: 'ada@example.com',
      postcode: 'DN15 8QA',
      region: 'Doncaster',
      quantity: 2,
      unitPrice: '289.00',
      vatRate: 5,
      vatAmount: '28.90',
      totalPrice: '606.90',
      status: 'pending',
      paymentStatus: 'pending',
      companyName: null,
      billingAddressLine1: null,
    });
    const mail = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, order.id));
    expect(mail.map((m) => m.toAddress).sort()).toEqual(['ada@example.com', 'orders@shop.test']);
    const events = await t.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id));
    expect(events.map((e) => e.type)).toContain('created');
  });

  it.each([
    [1, '289.00', '303.45'],
    [4.5, '289.00', '1365.53'],
    [5, '275.00', '1443.75'],
    [9.5, '275.00', '2743.13'],
    [10, '262.00', '2751.00'],
    [50, '262.00', '13755.00'],
  ])('prices %s tonnes at the right tier', async (quantity, unitPrice, totalPrice) => {
    const response = await place(guestOrder({ quantity, unitPrice, totalPrice }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ unitPrice, totalPrice, quantity });
  });

  it('never trusts a customerId from the body', async () => {
    const response = await place(guestOrder({ customerId: 1 }));
    expect(response.statusCode).toBe(201);
    expect(response.json().customerId).toBeNull();
  });

  it.each([
    ['a lower unit price', { unitPrice: '1.00', totalPrice: '2.10' }],
    ['a lower total', { totalPrice: '600.00' }],
    ['the bulk price for 2 tonnes', { unitPrice: '275.00', totalPrice: '577.50' }],
  ])('refuses %s with 409 and creates nothing', async (_label, tampered) => {
    const response = await place(guestOrder(tampered));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/price has changed/);
    expect(response.json().details).toEqual({ unitPrice: '289.00', totalPrice: '606.90' });
    expect(await orderCount()).toBe(0);
  });

  it.each([
    ['off the 0.5 step', { quantity: 2.3 }],
    ['below 1 tonne', { quantity: 0.5 }],
    ['above 50 tonnes', { quantity: 50.5 }],
    ['a string quantity', { quantity: '2' }],
    ['a missing first name', { firstName: '' }],
    ['a short phone', { phone: '0123' }],
    ['a bad email', { email: 'not-an-email' }],
    ['an unknown field', { discount: 50 }],
    ['a negative price', { unitPrice: -1 }],
  ])('rejects %s with 400 and creates nothing', async (_label, bad) => {
    const response = await place(guestOrder(bad));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await orderCount()).toBe(0);
  });

  it('rejects a postcode outside the cart region', async () => {
    const response = await place(guestOrder({ postcode: 'B1 1AA' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Delivery postcode must be in Doncaster region to match your cart items.',
    );
    expect(await orderCount()).toBe(0);
  });

  it('rejects a postcode in a disabled region', async () => {
    const response = await place(guestOrder({ postcode: 'BT1 1AA', region: 'Belfast' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/not currently delivering to Belfast/);
    expect(await orderCount()).toBe(0);
  });

  it('creates one order for a repeated Idempotency-Key and answers the same order', async () => {
    const headers = { 'idempotency-key': freshKey() };
    const [first, second] = await Promise.all([
      place(guestOrder(), headers),
      place(guestOrder(), headers),
    ]);
    const third = await place(guestOrder(), headers);
    expect(first?.statusCode).toBe(201);
    expect(second?.json().id).toBe(first?.json().id);
    expect(third.json()).toEqual(first?.json());
    expect(await orderCount()).toBe(1);
  });

  it('places orders made at the same moment together, each with its own answer and emails', async () => {
    const repeated = { 'idempotency-key': freshKey() };
    const names = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald'];
    // Each to their own address: one address gets only so many confirmations an hour.
    const ordering = (firstName: string) =>
      guestOrder({ firstName, email: `together-${firstName.toLowerCase()}@example.com` });
    const answers = await Promise.all([
      ...names.map((firstName) => place(ordering(firstName), { 'idempotency-key': freshKey() })),
      place(ordering('Repeat'), repeated),
      place(ordering('Repeat'), repeated),
      place(guestOrder({ quantity: 2.3 })),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201, 201, 201, 201, 400]);
    const placed = answers.slice(0, 8).map((a) => a.json<{ id: number; firstName: string }>());
    expect(placed.map((o) => o.firstName)).toEqual([...names, 'Repeat', 'Repeat']);
    expect(placed[7]?.id).toBe(placed[6]?.id);
    expect(await orderCount()).toBe(7);
    for (const order of placed) {
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row?.firstName).toBe(order.firstName);
      const emails = await t.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.orderId, order.id));
      expect(emails.map((e) => e.toAddress).sort()).toEqual(
        [`together-${order.firstName.toLowerCase()}@example.com`, 'orders@shop.test'].sort(),
      );
      expect(renderMessage(emails[0]!).text).toContain(`#${order.id}`);
    }
  });

  it('refuses a reused Idempotency-Key with different details', async () => {
    const headers = { 'idempotency-key': freshKey() };
    expect((await place(guestOrder(), headers)).statusCode).toBe(201);
    const changed = await place(guestOrder({ firstName: 'Grace' }), headers);
    expect(changed.statusCode).toBe(409);
    expect(await orderCount()).toBe(1);
  });

  it('refuses a malformed Idempotency-Key with its rule, storing nothing', async () => {
    const response = await place(guestOrder(), { 'idempotency-key': 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(
      'Idempotency-Key must be 8-100 URL-safe characters',
    );
    expect(await orderCount()).toBe(0);
  });
});

describe('POST /api/orders: keeping the delivery address on the profile', () => {
  const me = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/customers/me', headers: { cookie } })).json<{
      addressLine1: string | null;
      addressLine2: string | null;
      city: string | null;
      postcode: string | null;
    }>();

  it('saves the address to the signed-in customer placing the order when asked', async () => {
    const ada = await registerCustomer(t.app);
    const response = await place(
      orderFor(ada, { addressLine2: 'Flat 2', postcode: 'dn15 8qa', saveAddressToProfile: true }),
      { cookie: ada.cookie },
    );
    expect(response.statusCode).toBe(201);
    expect(await me(ada.cookie)).toMatchObject({
      addressLine1: '12 Station Road',
      addressLine2: 'Flat 2',
      city: 'Scunthorpe',
      postcode: 'DN15 8QA',
    });
  });

  it('leaves the profile alone when not asked, and for a guest changes no one', async () => {
    const ada = await registerCustomer(t.app);
    expect((await place(orderFor(ada), { cookie: ada.cookie })).statusCode).toBe(201);
    expect(
      (await place(orderFor(ada, { saveAddressToProfile: false }), { cookie: ada.cookie }))
        .statusCode,
    ).toBe(201);
    expect(await me(ada.cookie)).toMatchObject({ addressLine1: null, city: null, postcode: null });

    // A guest naming Ada's email and id saves nothing to her profile.
    const guest = await place(
      orderFor(ada, { customerId: ada.customer.id, saveAddressToProfile: true }),
    );
    expect(guest.statusCode).toBe(201);
    expect(await me(ada.cookie)).toMatchObject({ addressLine1: null, city: null, postcode: null });
  });

  it('saves nothing when the order is refused', async () => {
    const ada = await registerCustomer(t.app);
    const stale = await place(orderFor(ada, { totalPrice: '1.00', saveAddressToProfile: true }), {
      cookie: ada.cookie,
    });
    expect(stale.statusCode).toBe(409);
    const notBoolean = await place(orderFor(ada, { saveAddressToProfile: 'yes' }), {
      cookie: ada.cookie,
    });
    expect(notBoolean.statusCode).toBe(400);
    expect(await me(ada.cookie)).toMatchObject({ addressLine1: null, city: null, postcode: null });
  });
});
