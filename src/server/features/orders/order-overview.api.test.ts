import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOrderOverview } from '#shared/api/order-overview';
import { OrderOverviewSchema, type OrderOverview } from '#shared/schemas/order-overview';
import { signInAdmin } from '#test-support/admin';
import { registerCustomer, type SignedIn } from '#test-support/customers';
import { invoiceScenario } from '#test-support/invoices';
import { expectAnswerMatchesOpenApi } from '#test-support/openapi';
import { payNow, paymentUrlOf, setPaymentsEnabled } from '#test-support/payment-orders';
import { createTestApp, type TestApp } from '#test-support/test-app';

let t: TestApp;
let admin: string;
let ada: SignedIn;
let scenario: ReturnType<typeof invoiceScenario>;

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false } });
  admin = await signInAdmin(t.app);
  ada = await registerCustomer(t.app, { firstName: 'Ada', companyName: 'Analytical Engines Ltd' });
  scenario = invoiceScenario(t, admin);
});
afterAll(async () => t.close());

const overview = (id: number | string, cookie: string | null = admin) =>
  t.app.inject({
    method: 'GET',
    url: `/api/orders/${id}/overview`,
    ...(cookie ? { headers: { cookie } } : {}),
  });

describe('GET /api/orders/{id}/overview', () => {
  it('answers the order with its documents, payment attempts and history in one answer', async () => {
    await scenario.setVatSettings();
    await setPaymentsEnabled(t, admin, true);
    const id = await scenario.placeOrder(ada, { companyName: 'Analytical Engines Ltd' });
    expect((await scenario.confirm(id)).statusCode).toBe(200);
    paymentUrlOf(await payNow(t, id, ada.cookie));

    const response = await overview(id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expectAnswerMatchesOpenApi(getOrderOverview, response);
    const body = OrderOverviewSchema.parse(response.json()) satisfies OrderOverview;

    expect(body.order).toMatchObject({
      id,
      customerId: ada.customer.id,
      firstName: 'Ada',
      companyName: 'Analytical Engines Ltd',
      status: 'confirmed',
      amountReceived: '0.00',
      amountRefunded: '0.00',
    });
    expect(body.documents).toEqual([
      expect.objectContaining({
        kind: 'invoice',
        orderId: id,
        total: body.order.totalPrice,
        credits: null,
      }),
    ]);
    expect(body.paymentAttempts).toEqual([
      expect.objectContaining({ amount: body.order.totalPrice, status: 'pending', voidedAt: null }),
    ]);
    // The attempt's URL and the customer's details stay out of the back office's answer.
    expect(Object.keys(body.paymentAttempts[0]!)).not.toContain('paymentUrl');

    // The same history as the order's events: created, confirmed, emails.
    const events = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${id}/events`,
      headers: { cookie: admin },
    });
    // The mail worker may send an email between the two reads, so its events are left out.
    const settled = (list: OrderOverview['events']) =>
      list.filter((event) => !event.type.startsWith('email_'));
    expect(settled(body.events)).toEqual(settled(events.json()));
    const types = body.events.map((event) => event.type);
    expect(types[0]).toBe('created');
    expect(types).toContain('status_changed');
    expect(types.some((type) => type.startsWith('email_'))).toBe(true);
  });

  it('answers a guest order with no documents or attempts yet', async () => {
    const id = await scenario.placeOrder(null);
    const body = OrderOverviewSchema.parse((await overview(id)).json());
    expect(body.order).toMatchObject({ id, customerId: null, status: 'pending' });
    expect(body.documents).toEqual([]);
    expect(body.paymentAttempts).toEqual([]);
    expect(body.events[0]?.type).toBe('created');
  });

  it('answers 404 for an order that does not exist', async () => {
    const response = await overview(987_654);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Order not found');
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999', '2147483648'])(
    'refuses the order id %s',
    async (id) => {
      const response = await overview(id);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Invalid order ID');
    },
  );

  it('is for the back office only', async () => {
    const id = await scenario.placeOrder(ada);
    expect((await overview(id, null)).statusCode).toBe(401);
    expect((await overview(id, ada.cookie)).statusCode).toBe(401);
  });
});
