import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '#server/features/customers/customers.tables';
import { orderFor, registerCustomer } from '#test-support/customers';
import { createTestApp, type TestApp } from '#test-support/test-app';

let t: TestApp;
let clock = Date.now();
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false }, now: () => new Date(clock) });
});
afterAll(async () => t.close());

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** What only the business sets, written straight to the row as the admin screens will. */
const setPricing = (id: number, values: Partial<typeof customers.$inferInsert>) =>
  t.database.db.update(customers).set(values).where(eq(customers.id, id));

describe('custom pricing and VAT', () => {
  it('summarises the custom price in pricing and me', async () => {
    const { cookie, customer } = await registerCustomer(t.app);
    expect((await call('GET', '/api/customers/pricing', cookie)).json()).toEqual({
      hasCustomPricing: false,
      customPrice: null,
      customPriceNote: null,
      customPriceValidTo: null,
    });
    const validTo = new Date(clock + 30 * DAY);
    await setPricing(customer.id, {
      customPrice: '250.00',
      customPriceNote: 'Loyalty',
      customPriceValidTo: validTo,
    });
    const pricing = {
      hasCustomPricing: true,
      customPrice: '250.00',
      customPriceNote: 'Loyalty',
      customPriceValidTo: validTo.toISOString(),
    };
    expect((await call('GET', '/api/customers/pricing', cookie)).json()).toEqual(pricing);
    expect((await call('GET', '/api/customers/me', cookie)).json()).toMatchObject(pricing);
  });

  it('prices a signed-in order with the custom price and VAT 20, for the session customer', async () => {
    const alice = await registerCustomer(t.app);
    const bob = await registerCustomer(t.app);
    await setPricing(alice.customer.id, {
      customPrice: '250.00',
      vatRate: 20,
      customPriceValidTo: new Date(clock + DAY),
    });
    // 2 t x 250.00 = 500.00, VAT 20% = 100.00. The regional price is now refused as stale.
    const stale = await call('POST', '/api/orders', alice.cookie, orderFor(alice));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details).toEqual({ unitPrice: '250.00', totalPrice: '600.00' });
    for (const quantity of [2, 12]) {
      const total = (250 * quantity * 1.2).toFixed(2);
      const placed = await call(
        'POST',
        '/api/orders',
        alice.cookie,
        orderFor(alice, {
          customerId: bob.customer.id,
          quantity,
          unitPrice: '250.00',
          totalPrice: total,
        }),
      );
      expect(placed.statusCode).toBe(201);
      expect(placed.json()).toMatchObject({
        customerId: alice.customer.id,
        unitPrice: '250.00',
        vatRate: 20,
        totalPrice: total,
      });
    }
  });

  it('ignores an expired custom price but keeps the VAT rate', async () => {
    const alice = await registerCustomer(t.app);
    await setPricing(alice.customer.id, {
      customPrice: '250.00',
      vatRate: 20,
      customPriceValidTo: new Date(clock + HOUR),
    });
    // Within the session's idle limit, so the customer is still signed in.
    clock += HOUR;
    // 2 t x 289.00 = 578.00, VAT 20% = 115.60.
    const placed = await call(
      'POST',
      '/api/orders',
      alice.cookie,
      orderFor(alice, { totalPrice: '693.60' }),
    );
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({
      unitPrice: '289.00',
      vatAmount: '115.60',
      totalPrice: '693.60',
    });
    expect(
      (await call('GET', '/api/customers/pricing', alice.cookie)).json().hasCustomPricing,
    ).toBe(true);
  });
});

describe('the price check quotes for whoever asks', () => {
  const priceCheck = (cookie: string, tonnes?: number) =>
    call('POST', '/api/validate-postcode', cookie, {
      postcode: 'DN15 8QA',
      ...(tonnes === undefined ? {} : { tonnes }),
    });

  it("quotes a guest the tier price at 5%, and the session's customer their own terms", async () => {
    // 6 t in Doncaster: the bulk tier, £275.00 per tonne.
    expect((await priceCheck('', 6)).json().quote).toEqual({
      unitPrice: '275.00',
      totalPrice: '1650.00',
      vatAmount: '82.50',
      totalWithVat: '1732.50',
      vatRate: 5,
    });
    const carol = await registerCustomer(t.app);
    await setPricing(carol.customer.id, {
      customPrice: '260.00',
      vatRate: 20,
      customPriceValidTo: new Date(clock + DAY),
    });
    expect((await priceCheck(carol.cookie, 6)).json().quote).toEqual({
      unitPrice: '260.00',
      totalPrice: '1560.00',
      vatAmount: '312.00',
      totalWithVat: '1872.00',
      vatRate: 20,
    });
    // Asked without tonnes, the answer is the spec's alone.
    expect((await priceCheck(carol.cookie)).json()).not.toHaveProperty('quote');
  });
});
