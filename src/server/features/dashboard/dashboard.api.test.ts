import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDashboard } from '#shared/api/dashboard';
import type { Dashboard } from '#shared/schemas/dashboard';
import { signInAdmin } from '#test-support/admin';
import { expectAnswerMatchesOpenApi } from '#test-support/openapi';
import { ukDate } from '#domain/uk-date';
import {
  customerAtVatRate,
  placeOrder,
  placedAt,
  recordMoney,
  setOrderStatus,
} from '#test-support/placed-orders';
import { createTestApp, type TestApp } from '#test-support/test-app';
import { orderLedger } from '#server/features/ledger/ledger.tables';
import { orderSalesDaily, orders } from '#server/features/orders/orders.tables';
import { eq, sql, type SQL } from 'drizzle-orm';

// Wednesday 25 November 2026, noon in London (GMT).
const NOW = new Date('2026-11-25T12:00:00Z');
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false }, now: () => NOW });
  admin = await signInAdmin(t.app);
});
afterAll(async () => t.close());

const dashboard = async (query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/dashboard${query}`,
    headers: { cookie: admin },
  });
  expect(response.statusCode).toBe(200);
  return response.json<Dashboard>();
};

const nothing = { orders: 0, tonnes: 0, net: '0.00', gross: '0.00' };

describe('a new shop', () => {
  it('says it has no orders, with every figure at zero and a year of empty weeks', async () => {
    const figures = await dashboard();
    expect(figures).toMatchObject({
      hasOrders: false,
      today: nothing,
      thisWeek: nothing,
      thisMonth: nothing,
      awaitingConfirmation: 0,
      awaitingPayment: 0,
      deliveriesThisWeek: 0,
      period: { key: '52w', from: '2025-12-01', to: '2026-11-29' },
      topRegions: [],
    });
    expect(figures.weekly).toHaveLength(52);
    expect(figures.weekly.every((week) => week.orders === 0 && week.gross === '0.00')).toBe(true);
  });
});

describe('a shop with orders', () => {
  beforeAll(async () => {
    const standard = await customerAtVatRate(t, admin, 20);
    const at = async (instant: string, id: number, status?: 'confirmed' | 'cancelled') => {
      if (status) await setOrderStatus(t, admin, id, status);
      await placedAt(t, id, instant);
      return id;
    };
    // Today: 2 t waiting for confirmation, and 1.5 t confirmed and not paid.
    await at('2026-11-25T09:00:00Z', await placeOrder(t));
    await at(
      '2026-11-25T00:10:00Z',
      await placeOrder(t, { quantity: 1.5, totalPrice: '455.18' }),
      'confirmed',
    );
    // Monday this week, 2 t at 20% to Lincoln, confirmed and paid.
    const paid = await at(
      '2026-11-23T08:00:00Z',
      await placeOrder(
        t,
        { postcode: 'LN1 1AA', region: 'Lincoln', totalPrice: '693.60' },
        standard,
      ),
      'confirmed',
    );
    await recordMoney(t, admin, paid, { amount: '693.60', movedOn: ukDate(NOW) });
    // Earlier this month: 1 t to Hull, and a cancelled order, which is no sale.
    await at(
      '2026-11-03T10:00:00Z',
      await placeOrder(t, {
        postcode: 'HU1 1AA',
        region: 'Hull',
        quantity: 1,
        totalPrice: '303.45',
      }),
    );
    await at(
      '2026-11-02T10:00:00Z',
      await placeOrder(t, { quantity: 5, unitPrice: '275.00', totalPrice: '1443.75' }),
      'cancelled',
    );
    // Sunday 22 November 23:30 GMT: last week. And a year and a half ago: off the charts.
    await at('2026-11-22T23:30:00Z', await placeOrder(t, { quantity: 1, totalPrice: '303.45' }));
    await at('2025-05-20T10:00:00Z', await placeOrder(t, { quantity: 1, totalPrice: '303.45' }));
  });

  it('sums today, this week and this month without the cancelled order', async () => {
    const figures = await dashboard();
    expect(figures.hasOrders).toBe(true);
    expect(figures.today).toEqual({ orders: 2, tonnes: 3.5, net: '1011.50', gross: '1062.08' });
    expect(figures.thisWeek).toEqual({ orders: 3, tonnes: 5.5, net: '1589.50', gross: '1755.68' });
    expect(figures.thisMonth).toEqual({ orders: 5, tonnes: 7.5, net: '2167.50', gross: '2362.58' });
  });

  it('answers as the OpenAPI document says', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard?period=13w',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    expectAnswerMatchesOpenApi(getDashboard, response);
  });

  it('counts the orders waiting for confirmation and the confirmed ones awaiting payment', async () => {
    const figures = await dashboard();
    expect(figures.awaitingConfirmation).toBe(4);
    expect(figures.awaitingPayment).toBe(1);
  });

  it('charts tonnes and revenue per UK week, a week without sales at zero', async () => {
    const { weekly } = await dashboard('?period=4w');
    expect(weekly).toEqual([
      { weekStart: '2026-11-02', orders: 1, tonnes: 1, net: '289.00', gross: '303.45' },
      { weekStart: '2026-11-09', ...nothing },
      { weekStart: '2026-11-16', orders: 1, tonnes: 1, net: '289.00', gross: '303.45' },
      { weekStart: '2026-11-23', orders: 3, tonnes: 5.5, net: '1589.50', gross: '1755.68' },
    ]);
  });

  it('ranks the regions by tonnes over the chosen period', async () => {
    const year = await dashboard('?period=52w');
    expect(year.topRegions.map((r) => [r.region, r.tonnes, r.orders])).toEqual([
      ['Doncaster', 4.5, 3],
      ['Lincoln', 2, 1],
      ['Hull', 1, 1],
    ]);
    const month = await dashboard('?period=4w');
    expect(month.period).toEqual({ key: '4w', from: '2026-11-02', to: '2026-11-29' });
    expect(month.topRegions[0]).toEqual({
      region: 'Doncaster',
      orders: 3,
      tonnes: 4.5,
      net: '1300.50',
      gross: '1365.53',
    });
  });
});

describe('the daily sales the dashboard reads', () => {
  /** The sales per UK day and region, summed from the orders themselves. */
  const rowsOf = async (query: SQL) =>
    (await t.database.db.execute(query)) as { rows: Record<string, unknown>[] };
  const fromOrders = async () =>
    (
      await rowsOf(sql`
        select (created_at at time zone 'Europe/London')::date::text as day, region,
          count(*)::int as orders, sum(quantity)::text as tonnes,
          sum(total_price - vat_amount)::text as net, sum(total_price)::text as gross
        from orders where status <> 'cancelled' group by 1, 2 order by 1, 2`)
    ).rows;
  const kept = async () =>
    (
      await rowsOf(sql`
        select day::text, region, orders, tonnes::text, net::text, gross::text
        from ${orderSalesDaily} where orders <> 0 order by 1, 2`)
    ).rows;

  it('stay equal to the orders through edits, cancellations, moves and deletions', async () => {
    const id = await placeOrder(t, { quantity: 3, totalPrice: '910.35' });
    expect(await kept()).toEqual(await fromOrders());
    await t.database.db
      .update(orders)
      .set({ quantity: '4.0', totalPrice: '1213.80', vatAmount: '57.80', region: 'Hull' })
      .where(eq(orders.id, id));
    expect(await kept()).toEqual(await fromOrders());
    await setOrderStatus(t, admin, id, 'cancelled');
    expect(await kept()).toEqual(await fromOrders());
    await setOrderStatus(t, admin, id, 'confirmed');
    await placedAt(t, id, '2026-06-30T23:30:00Z');
    expect(await kept()).toEqual(await fromOrders());
    // Paid: the ledger writes the order's amount received and payment status.
    await recordMoney(t, admin, id, { amount: '1213.80', movedOn: ukDate(NOW) });
    expect(await kept()).toEqual(await fromOrders());
    // The ledger keeps its entries (an order holding money cannot be deleted): they go first.
    await t.database.db.delete(orderLedger).where(eq(orderLedger.orderId, id));
    await t.database.db.delete(orders).where(eq(orders.id, id));
    expect(await kept()).toEqual(await fromOrders());
    expect((await fromOrders()).length).toBeGreaterThan(3);
  });
});

describe('deliveries this week', () => {
  it('counts confirmed orders booked from Monday to Sunday, delivered or not', async () => {
    const booked = async (
      status: 'pending' | 'confirmed',
      deliveryStatus: 'scheduled' | 'delivered' | 'failed',
      deliveryDate: string,
    ) => {
      const id = await placeOrder(t);
      if (status === 'confirmed') await setOrderStatus(t, admin, id, 'confirmed');
      await t.database.db
        .update(orders)
        .set({ deliveryStatus, deliveryDate, deliverySlot: 'am' })
        .where(eq(orders.id, id));
    };
    const before = (await dashboard()).deliveriesThisWeek;
    await booked('confirmed', 'scheduled', '2026-11-29'); // Sunday: this week
    await booked('confirmed', 'delivered', '2026-11-23'); // Monday: this week
    await booked('confirmed', 'scheduled', '2026-11-30'); // next Monday
    await booked('confirmed', 'failed', '2026-11-24'); // failed: to book again
    await booked('pending', 'scheduled', '2026-11-26'); // not confirmed
    expect((await dashboard()).deliveriesThisWeek).toBe(before + 2);
  });
});

describe('bad requests', () => {
  it('refuses a period it does not know, with a message', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard?period=forever',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Period must be one of 4w, 13w, 52w');
  });

  it('shows nothing without the back-office session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard' });
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('tonnes');
  });
});
