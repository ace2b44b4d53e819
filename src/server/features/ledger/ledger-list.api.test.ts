import { parseSignedPounds } from '#domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ukDate } from '#domain/uk-date';
import type { LedgerPage } from '#shared/schemas/ledger';
import { signInAdmin } from '#test-support/admin';
import { registerCustomer, type SignedIn } from '#test-support/customers';
import { adminSetStatus, confirmedOrder } from '#test-support/payment-orders';
import { createTestApp, type TestApp } from '#test-support/test-app';

let t: TestApp;
let admin: string;
let customer: SignedIn;
const ids = {} as Record<'paid' | 'part' | 'unpaid' | 'cancelled' | 'card' | 'pending', number>;

const today = ukDate(new Date());

async function record(orderId: number, amount: string, method = 'bank_transfer') {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/ledger`,
    headers: { cookie: admin },
    payload: { kind: 'payment', method, amount, movedOn: today, reference: `REF-${orderId}` },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
}

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false } });
  admin = await signInAdmin(t.app);
  // Other customers' orders, which the search below leaves out.
  const other = await registerCustomer(t.app, { firstName: 'Grace', lastName: 'Hopper' });
  await record(await confirmedOrder(t, other), '338.10');
  customer = await registerCustomer(t.app);
  ids.paid = await confirmedOrder(t, customer);
  await record(ids.paid, '338.10');
  ids.part = await confirmedOrder(t, customer);
  await record(ids.part, '100.00');
  ids.unpaid = await confirmedOrder(t, customer);
  ids.cancelled = await confirmedOrder(t, customer);
  await record(ids.cancelled, '338.10');
  await adminSetStatus(t, admin, ids.cancelled, 'cancelled');
  ids.card = await confirmedOrder(t, customer);
  await record(ids.card, '338.10', 'card_by_phone');
  ids.pending = await confirmedOrder(t, customer);
  await adminSetStatus(t, admin, ids.pending, 'pending');
});
afterAll(async () => t.close());

async function list(query: Record<string, string> = {}): Promise<LedgerPage> {
  const params = new URLSearchParams({ search: customer.customer.email, ...query });
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/ledger?${params.toString()}`,
    headers: { cookie: admin },
  });
  expect(response.statusCode).toBe(200);
  return response.json<LedgerPage>();
}

describe('the Payments tab list', () => {
  it('lists orders with money or a balance due, newest first, with their figures and totals', async () => {
    const page = await list();
    expect(page.items.map((item) => item.orderId)).toEqual([
      ids.card,
      ids.cancelled,
      ids.unpaid,
      ids.part,
      ids.paid,
    ]);
    expect(page.items.find((item) => item.orderId === ids.part)).toMatchObject({
      totalPrice: '338.10',
      amountReceived: '100.00',
      amountRefunded: '0.00',
      balance: '238.10',
      state: 'balance_due',
      methods: ['bank_transfer'],
      customerName: 'Ada Lovelace',
    });
    expect(page.items.find((item) => item.orderId === ids.cancelled)).toMatchObject({
      balance: '-338.10',
      state: 'refund_owed',
    });
    expect(page.total).toBe(5);
    expect(page.totals).toEqual({
      orders: 5,
      received: '1114.30',
      refunded: '0.00',
      refundOwed: '338.10',
      balanceDue: '576.20',
      writtenOff: '0.00',
      overpaymentKept: '0.00',
    });
  });

  it.each([
    [
      'received',
      ['card', 'cancelled', 'part', 'paid'],
      { received: '1114.30', balanceDue: '238.10' },
    ],
    [
      'refund_owed',
      ['cancelled'],
      { received: '338.10', refundOwed: '338.10', balanceDue: '0.00' },
    ],
    [
      'balance_due',
      ['unpaid', 'part'],
      { received: '100.00', refundOwed: '0.00', balanceDue: '576.20' },
    ],
  ] as const)('filters by state: %s', async (state, names, totals) => {
    const page = await list({ state });
    expect(page.items.map((item) => item.orderId)).toEqual(names.map((name) => ids[name]));
    expect(page.totals).toMatchObject({ orders: names.length, ...totals });
  });

  it('filters by method and by the day the order was placed', async () => {
    const card = await list({ method: 'card_by_phone' });
    expect(card.items.map((item) => item.orderId)).toEqual([ids.card]);
    expect(card.totals).toMatchObject({ orders: 1, received: '338.10' });
    expect((await list({ from: today, to: today })).total).toBe(5);
    expect((await list({ to: '2020-01-01' })).totals).toMatchObject({
      orders: 0,
      received: '0.00',
    });
  });

  it('pages, with the totals of every match on each page', async () => {
    const second = await list({ page: '2', pageSize: '5' });
    expect(second.items).toEqual([]);
    expect(second.totals.orders).toBe(5);
    const first = await list({ pageSize: '5' });
    expect(first.items).toHaveLength(5);
  });

  it.each(['all', 'received', 'refund_owed', 'balance_due'])(
    'keeps the day totals (no search) equal to the sums of the orders listed: %s',
    async (state) => {
      for (const method of [undefined, 'bank_transfer', 'card_by_phone']) {
        const query = new URLSearchParams({ state, pageSize: '50' });
        if (method) query.set('method', method);
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/ledger?${query.toString()}`,
          headers: { cookie: admin },
        });
        const page = response.json<LedgerPage>();
        const pence = (pounds: string) => Math.round(Number(pounds) * 100);
        const sum = (pick: (item: LedgerPage['items'][number]) => number) =>
          (page.items.reduce((total, item) => total + pick(item), 0) / 100).toFixed(2);
        expect(page.items.length).toBe(page.totals.orders);
        expect(page.totals).toEqual({
          orders: page.items.length,
          received: sum((item) => pence(item.amountReceived)),
          refunded: sum((item) => pence(item.amountRefunded)),
          refundOwed: sum((item) => Math.max(-pence(item.balance), 0)),
          balanceDue: sum((item) => Math.max(pence(item.balance), 0)),
          writtenOff: sum((item) => Math.max(parseSignedPounds(item.amountWrittenOff), 0)),
          overpaymentKept: sum((item) => Math.max(-parseSignedPounds(item.amountWrittenOff), 0)),
        });
      }
    },
  );

  it('refuses unknown filters with a message', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/ledger?state=owing',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Unknown state' });
  });
});
