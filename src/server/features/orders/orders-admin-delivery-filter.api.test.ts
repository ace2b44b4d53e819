import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminOrder, Page } from '#shared/schemas/admin';
import { orders } from '#server/features/orders/orders.tables';
import { signInAdmin } from '#test-support/admin';
import { createTestApp, type TestApp } from '#test-support/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false } });
  admin = await signInAdmin(t.app);
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.database.db.delete(orders);
});

const list = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/orders?${query}`, headers: { cookie: admin } });
const ids = async (query: string) =>
  (await list(query)).json<Page<AdminOrder>>().items.map((order) => order.id);

const T0 = Date.parse('2026-09-01T09:00:00Z');
let n = 0;
async function insertOrder(values: Partial<typeof orders.$inferInsert> = {}) {
  n += 1;
  const [row] = await t.database.db
    .insert(orders)
    .values({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `ada${n}@example.com`,
      phone: '01632 960123',
      addressLine1: '12 Station Road',
      city: 'Scunthorpe',
      postcode: 'DN15 8QA',
      region: 'Doncaster',
      quantity: '2.0',
      unitPrice: '289.00',
      vatAmount: '28.90',
      totalPrice: '606.90',
      status: 'confirmed',
      createdAt: new Date(T0 + n * 60_000),
      ...values,
    })
    .returning({ id: orders.id });
  return row!.id;
}

describe('GET /api/orders?deliveryStatus=', () => {
  it('lists the confirmed orders whose delivery is at that status, newest first', async () => {
    const waiting = await insertOrder();
    const scheduled = await insertOrder({
      deliveryStatus: 'scheduled',
      deliveryDate: '2026-09-10',
      deliverySlot: 'am',
    });
    const delivered = await insertOrder({
      deliveryStatus: 'delivered',
      deliveryDate: '2026-09-03',
    });
    const alsoScheduled = await insertOrder({
      firstName: 'Grace',
      deliveryStatus: 'scheduled',
      deliveryDate: '2026-09-11',
    });
    const failed = await insertOrder({
      deliveryStatus: 'failed',
      deliveryFailureReason: 'Gate locked',
    });
    // A pending or cancelled order's delivery is not planned: never a match.
    await insertOrder({ status: 'pending' });
    await insertOrder({ status: 'cancelled', deliveryStatus: 'scheduled' });

    expect(await ids('deliveryStatus=to_be_scheduled')).toEqual([waiting]);
    expect(await ids('deliveryStatus=scheduled')).toEqual([alsoScheduled, scheduled]);
    expect(await ids('deliveryStatus=delivered')).toEqual([delivered]);
    expect(await ids('deliveryStatus=failed')).toEqual([failed]);
    expect(await ids('deliveryStatus=out_for_delivery')).toEqual([]);
    expect(await ids('deliveryStatus=scheduled&search=grace')).toEqual([alsoScheduled]);
    expect(await ids('deliveryStatus=scheduled&status=pending')).toEqual([]);

    const page = (await list('deliveryStatus=scheduled&pageSize=5')).json<Page<AdminOrder>>();
    expect(page.total).toBe(2);
    expect(page.items[0]?.delivery).toMatchObject({ status: 'scheduled', date: '2026-09-11' });
  });

  it('counts every match when they fill more than a page', async () => {
    for (let i = 0; i < 7; i += 1) await insertOrder({ deliveryStatus: 'delivered' });
    await insertOrder();
    const page = (await list('deliveryStatus=delivered&pageSize=5')).json<Page<AdminOrder>>();
    expect(page.items).toHaveLength(5);
    expect(page.total).toBe(7);
  });

  it.each(['shipped', 'Scheduled', ''])('refuses the delivery status %j', async (value) => {
    const response = await list(`deliveryStatus=${value}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Delivery status must be to_be_scheduled, scheduled, out_for_delivery, delivered or failed',
    );
  });
});
