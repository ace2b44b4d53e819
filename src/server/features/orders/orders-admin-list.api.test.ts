import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminOrder, Page } from '#shared/schemas/admin';
import { OrderSchema } from '#shared/schemas/orders';
import { orderLedger } from '#server/features/ledger/ledger.tables';
import { orders } from '#server/features/orders/orders.tables';
import { signInAdmin } from '#test-support/admin';
import { placedAt, recordMoney, setOrderStatus } from '#test-support/placed-orders';
import { createTestApp, type TestApp } from '#test-support/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false } });
  admin = await signInAdmin(t.app);
});
afterAll(async () => t.close());
beforeEach(async () => {
  // The ledger keeps its entries (an order holding money cannot be deleted): they go first.
  await t.database.db.delete(orderLedger);
  await t.database.db.delete(orders);
});

const list = (query = '') =>
  t.app.inject({ method: 'GET', url: `/api/orders${query}`, headers: { cookie: admin } });

const T0 = Date.parse('2026-03-01T09:00:00Z');
let n = 0;
/** Straight into the table: a list test needs names and times, not checkout. */
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
      createdAt: new Date(T0 + n * 60_000),
      ...values,
    })
    .returning({ id: orders.id });
  return row!.id;
}

describe('GET /api/orders', () => {
  it('pages newest first, id breaking ties, with the total', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) ids.push(await insertOrder());
    const sameInstant = new Date(T0 + 1_000 * 60_000);
    const tieA = await insertOrder({ createdAt: sameInstant });
    const tieB = await insertOrder({ createdAt: sameInstant });

    const first = await list();
    expect(first.statusCode).toBe(200);
    const body = first.json<Page<AdminOrder>>();
    expect(body).toMatchObject({ total: 14, page: 1, pageSize: 10 });
    expect(body.items.map((o) => o.id)).toEqual([tieB, tieA, ...ids.slice(-8).reverse()]);

    const last = (await list('?page=3&pageSize=5')).json<Page<AdminOrder>>();
    expect(last).toMatchObject({ total: 14, page: 3, pageSize: 5 });
    expect(last.items.map((o) => o.id)).toEqual(ids.slice(0, 4).reverse());

    const beyond = (await list('?page=9&pageSize=5')).json();
    expect(beyond).toEqual({ items: [], total: 14, page: 9, pageSize: 5 });
  });

  it('answers each order in the Order shape; a guest order has no customerId', async () => {
    await insertOrder({ companyName: 'Lovelace Engines Ltd', quantity: '2.5' });
    const [order] = (await list()).json().items;
    expect(order).toMatchObject({
      customerId: null,
      companyName: 'Lovelace Engines Ltd',
      quantity: 2.5,
      unitPrice: '289.00',
      totalPrice: '606.90',
      status: 'pending',
      paymentStatus: 'pending',
    });
    expect(Object.keys(order).sort()).toEqual(Object.keys(OrderSchema.shape).sort());
  });

  it.each([
    ['?pageSize=7', 'Page size must be 5, 10, 25 or 50'],
    ['?pageSize=100', 'Page size must be 5, 10, 25 or 50'],
    ['?pageSize=ten', 'Page size must be 5, 10, 25 or 50'],
    ['?page=0', 'Page must be a whole number from 1'],
    ['?page=1.5', 'Page must be a whole number from 1'],
    [`?search=${'x'.repeat(101)}`, 'Search must be at most 100 characters'],
  ])('refuses %s', async (query, message) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it.each([5, 10, 25, 50])('accepts page size %i', async (pageSize) => {
    expect((await list(`?pageSize=${pageSize}`)).json().pageSize).toBe(pageSize);
  });

  it('searches first name, last name, company and email, ignoring case, anywhere in them', async () => {
    const grace = await insertOrder({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'gh@navy.test',
    });
    const alan = await insertOrder({
      firstName: 'Alan',
      lastName: 'Turing',
      email: 'alan@bletchley.test',
    });
    const farm = await insertOrder({ lastName: 'Smith', companyName: 'Wolds Farms Ltd' });
    await insertOrder({ firstName: 'Someone', lastName: 'Else', email: 'else@example.com' });

    const found = async (search: string) =>
      (await list(`?search=${encodeURIComponent(search)}`))
        .json<Page<AdminOrder>>()
        .items.map((o) => o.id);
    expect(await found('grace')).toEqual([grace]);
    expect(await found('HOPP')).toEqual([grace]);
    expect(await found('uring')).toEqual([alan]);
    expect(await found('BLETCHLEY.test')).toEqual([alan]);
    expect(await found('farms')).toEqual([farm]);
    expect(await found('  wolds farms  ')).toEqual([farm]);
    expect(await found('grace hopper')).toEqual([grace]);
    expect(await found('nobody at all')).toEqual([]);
    expect((await list('?search=hopper')).json().total).toBe(1);
  });

  it('treats % and _ in a search as plain characters', async () => {
    const percent = await insertOrder({ companyName: '100% Wood Ltd' });
    await insertOrder({ companyName: '1000 Wood Ltd' });
    const underscore = await insertOrder({ email: 'a_b@example.com' });
    await insertOrder({ email: 'axb@example.com' });
    const ids = async (search: string) =>
      (await list(`?search=${encodeURIComponent(search)}`))
        .json<Page<AdminOrder>>()
        .items.map((o) => o.id);
    expect(await ids('100%')).toEqual([percent]);
    expect(await ids('a_b')).toEqual([underscore]);
  });

  it('filters by order status, payment status and UK day, combined with the search', async () => {
    // 23:30 UTC on 31 May is 00:30 on 1 June in London (summer time).
    // Paid in full by bank transfer: completed. (Paid first, then dated back: the ledger
    // records money today.)
    const juneFirstLondon = await insertOrder({ status: 'confirmed', createdAt: new Date() });
    await recordMoney(t, admin, juneFirstLondon, { amount: '606.90' });
    await placedAt(t, juneFirstLondon, '2026-05-31T23:30:00Z');
    const mayLastLondon = await insertOrder({
      status: 'confirmed',
      createdAt: new Date('2026-05-31T22:30:00Z'),
    });
    // Paid, cancelled, and the money sent back: refunded.
    const juneCancelled = await insertOrder({
      firstName: 'Grace',
      status: 'confirmed',
      createdAt: new Date(),
    });
    await recordMoney(t, admin, juneCancelled, { amount: '606.90' });
    await setOrderStatus(t, admin, juneCancelled, 'cancelled');
    await recordMoney(t, admin, juneCancelled, { amount: '606.90', kind: 'refund' });
    await placedAt(t, juneCancelled, '2026-06-02T10:00:00Z');
    const juneThird = await insertOrder({
      firstName: 'Grace',
      createdAt: new Date('2026-06-03T10:00:00Z'),
    });

    const ids = async (query: string) =>
      (await list(`?${query}`)).json<Page<AdminOrder>>().items.map((o) => o.id);
    expect(await ids('status=confirmed')).toEqual([juneFirstLondon, mayLastLondon]);
    expect(await ids('paymentStatus=refunded')).toEqual([juneCancelled]);
    expect(await ids('from=2026-06-01')).toEqual([juneThird, juneCancelled, juneFirstLondon]);
    expect(await ids('to=2026-05-31')).toEqual([mayLastLondon]);
    expect(await ids('from=2026-06-01&to=2026-06-02')).toEqual([juneCancelled, juneFirstLondon]);
    expect(await ids('search=grace&from=2026-06-03')).toEqual([juneThird]);
    expect(await ids('search=grace&status=pending&paymentStatus=pending')).toEqual([juneThird]);
    expect((await list('?status=confirmed&pageSize=5')).json().total).toBe(2);
  });

  it.each([
    ['?status=shipped', 'Status must be pending, confirmed or cancelled'],
    [
      '?paymentStatus=paid',
      'Payment status must be pending, processing, completed, failed or refunded',
    ],
    ['?from=01/06/2026', 'Dates must be written as YYYY-MM-DD'],
    ['?to=2026-02-30', 'Dates must be written as YYYY-MM-DD'],
    ['?from=2026-06-02&to=2026-06-01', 'The first day must not be after the last day'],
  ])('refuses the filter %s', async (query, message) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
