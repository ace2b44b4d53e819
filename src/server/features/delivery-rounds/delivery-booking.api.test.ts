import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDeliveryDates } from '#shared/api/deliveries';
import { moveBookedDay } from '#shared/api/orders-admin';
import { validatePostcode } from '#shared/api/regions';
import { trackOrder } from '#shared/api/tracking';
import type { DeliveryRounds } from '#shared/schemas/delivery-rounds';
import type { TrackedOrder } from '#shared/tracking';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { orders } from '#server/features/orders/orders.tables';
import { renderMessage } from '#test-support/stored-email';
import { signInAdmin } from '#test-support/admin';
import { watchAuditLog } from '#test-support/audit';
import { addDoncasterSaturdayRound } from '#test-support/delivery-rounds';
import { expectAnswerMatchesOpenApi } from '#test-support/openapi';
import { createTestApp, type TestApp } from '#test-support/test-app';

// Tuesday 24 November 2026, 10:00 in the UK: with 3 working days' notice the first day on
// offer is Friday the 27th, so the Saturday round below runs first on the 28th.
const NOW = new Date('2026-11-24T10:00:00Z');
const FIRST_SATURDAY = '2026-11-28';
let t: TestApp;
let admin: string;
let saturdayRoundId: number;

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false }, now: () => NOW });
  admin = await signInAdmin(t.app);
  saturdayRoundId = await addDoncasterSaturdayRound(t.app, admin, 28);
});
afterAll(async () => t.close());

let customers = 0;
/** A 1 t order to DN4 (Doncaster: 289.00 a tonne, 5% VAT), each from a customer of its own. */
const order = (bookedDate: string | null, overrides: Record<string, unknown> = {}) => {
  customers += 1;
  return {
    firstName: 'Ada',
    lastName: `Booker ${customers}`,
    email: `booker${customers}@example.com`,
    phone: '01632 960123',
    addressLine1: `${customers} Bawtry Road`,
    city: 'Doncaster',
    postcode: 'DN4 7AA',
    region: 'Doncaster',
    quantity: 1,
    unitPrice: '289.00',
    totalPrice: '303.45',
    delivery: { bookedDate },
    ...overrides,
  };
};

const place = (body: object) => t.app.inject({ method: 'POST', url: '/api/orders', payload: body });

/** Tonnes on the round's day, from the orders themselves. */
async function bookedOn(date: string) {
  const rows = await t.database.db
    .select({ quantity: orders.quantity })
    .from(orders)
    .where(
      and(
        eq(orders.deliveryRoundId, saturdayRoundId),
        eq(orders.deliveryBookedDate, date),
        ne(orders.status, 'cancelled'),
      ),
    );
  return { orders: rows.length, tonnes: rows.reduce((sum, row) => sum + Number(row.quantity), 0) };
}

const orderCount = async () => (await t.database.db.select().from(orders)).length;

async function priceCheck(postcode: string, tonnes?: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/validate-postcode',
    payload: { postcode, ...(tonnes === undefined ? {} : { tonnes }) },
  });
  expectAnswerMatchesOpenApi(validatePostcode, response);
  return response;
}

async function datesFor(postcode: string, tonnes: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/delivery-dates?postcode=${encodeURIComponent(postcode)}&tonnes=${tonnes}`,
  });
  expect(response.statusCode).toBe(200);
  expectAnswerMatchesOpenApi(getDeliveryDates, response);
  return response.json<{
    dates: string[];
    days: { date: string; full: boolean }[] | null;
    promise: string;
  }>();
}

describe('the earliest delivery date at the price check', () => {
  it("keeps the spec's answer and adds the first day with room for the tonnes", async () => {
    const response = await priceCheck('DN4 7AA', 1);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      valid: true,
      region: { name: 'Doncaster' },
      delivery: {
        earliestDate: FIRST_SATURDAY,
        message: 'Earliest delivery: Saturday 28 November',
      },
    });
    // Asked without tonnes, the answer is the spec's alone; more than a lorry carries fits no day.
    expect((await priceCheck('DN4 7AA')).json()).not.toHaveProperty('delivery');
    expect((await priceCheck('DN4 7AA', 30)).json().delivery).toEqual({
      earliestDate: null,
      message:
        'Our lorries to DN are fully booked for the next four weeks: call us and we will find a day',
    });
  });

  it('refuses tonnes the shop does not sell, and keeps the 400 of an unknown postcode', async () => {
    const bad = await priceCheck('DN4 7AA', 0.3);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/steps of 0\.5/);
    const unknown = await priceCheck('ZZ1 1ZZ', 1);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).not.toHaveProperty('delivery');
  });

  it('says an area without a round is delivered by arrangement, and offers no days to book', async () => {
    const { rounds } = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/delivery-rounds',
        headers: { cookie: admin },
      })
    ).json<DeliveryRounds>();
    const york = rounds.find((round) => round.areas.includes('YO'));
    expect(york).toBeDefined();
    const { id, ...values } = york!;
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/delivery-rounds/${id}`,
      headers: { cookie: admin },
      payload: { ...values, enabled: false },
    });
    expect(off.statusCode).toBe(200);
    try {
      expect((await priceCheck('YO1 7HH', 2)).json().delivery).toEqual({
        earliestDate: null,
        message: 'We deliver to YO by arrangement: call us',
      });
      const dates = await datesFor('YO1 7HH', 2);
      expect(dates.days).toBeNull();
      expect(dates.dates.length).toBeGreaterThan(0);
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: `/api/admin/delivery-rounds/${id}`,
        headers: { cookie: admin },
        payload: values,
      });
    }
  });
});

describe('booking a delivery day with the order', () => {
  it('refuses a day the round does not run, or too soon, and stores nothing', async () => {
    const before = await orderCount();
    const cases: [string, string][] = [
      ['2026-11-30', 'Our lorries come to DN4 on Saturdays: please choose one of them.'],
      [
        '2026-11-26',
        "We need 3 working days' notice: the earliest we can deliver is Friday 27 November.",
      ],
      ['2026-11-21', 'Saturday 21 November has passed: please choose a later day.'],
      ['2026-11-31', 'Choose a delivery day from the list'],
    ];
    for (const [date, message] of cases) {
      const response = await place(order(date));
      expect(response.statusCode, date).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect(await orderCount()).toBe(before);
  });

  it('stores the booked day with the order and answers it', async () => {
    const response = await place(order('2026-12-19', { quantity: 2, totalPrice: '606.90' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().delivery).toMatchObject({
      bookedDate: '2026-12-19',
      status: 'to_be_scheduled',
    });
    expect(await bookedOn('2026-12-19')).toEqual({ orders: 1, tonnes: 2 });
  });

  it('tracking shows the booked day until the delivery is scheduled, then the scheduled date', async () => {
    const placed = await place(order('2026-12-12'));
    expect(placed.statusCode).toBe(201);
    const id = placed.json<{ id: number }>().id;
    const [confirmation] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, id))
      .orderBy(asc(emailOutbox.id));
    const mail = renderMessage(confirmation!);
    expect(mail.text).toMatch(/Delivery booked for: +Saturday 12 December 2026/);
    const token = /\/track\/([\w-]{43})/.exec(mail.text)?.[1];
    const track = async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/track/${token}` });
      expect(response.statusCode).toBe(200);
      expectAnswerMatchesOpenApi(trackOrder, response);
      return response.json<TrackedOrder>();
    };
    expect((await track()).bookedDate).toBe('2026-12-12');

    const call = (url: string, payload: object) =>
      t.app.inject({
        method: url.endsWith('status') ? 'PATCH' : 'POST',
        url,
        headers: { cookie: admin },
        payload,
      });
    expect((await call(`/api/orders/${id}/status`, { status: 'confirmed' })).statusCode).toBe(200);
    expect((await track()).bookedDate).toBe('2026-12-12');
    // The planner takes the booked Saturday (a round runs then), though no other weekend day.
    const schedule = (date: string) =>
      call('/api/deliveries/schedule', { orderIds: [id], date, slot: 'am' });
    const sunday = await schedule('2026-12-13');
    expect(sunday.statusCode).toBe(400);
    expect(sunday.json().message).toContain('We do not deliver at weekends');
    const scheduled = await schedule('2026-12-12');
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const tracked = await track();
    expect(tracked.bookedDate).toBeNull();
    expect(tracked.steps.find((step) => step.key === 'scheduled')).toMatchObject({
      done: true,
      date: '2026-12-12',
      slot: 'am',
    });
  });

  it('tracking answers no booked day for an order placed without one', async () => {
    const placed = await place(order(null));
    expect(placed.statusCode).toBe(201);
    const [confirmation] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, placed.json<{ id: number }>().id));
    const token = /\/track\/([\w-]{43})/.exec(renderMessage(confirmation!).text)?.[1];
    const response = await t.app.inject({ method: 'GET', url: `/api/track/${token}` });
    expect(response.json<TrackedOrder>().bookedDate).toBeNull();
  });

  it('never puts more on a lorry-day than it carries: 50 customers for its last 28 t', async () => {
    const before = await orderCount();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => place(order(FIRST_SATURDAY))),
    );
    const placed = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(placed).toHaveLength(28);
    expect(refused).toHaveLength(22);
    for (const answer of refused) {
      expect(answer.json()).toMatchObject({
        message: 'Saturday 28 November is fully booked. The next free day is Saturday 5 December.',
        details: [{ path: 'delivery.bookedDate' }],
      });
    }
    expect(await bookedOn(FIRST_SATURDAY)).toEqual({ orders: 28, tonnes: 28 });
    expect(await orderCount()).toBe(before + 28);

    // The price check and checkout move on to the next Saturday.
    expect((await priceCheck('DN4 7AA', 1)).json().delivery.earliestDate).toBe('2026-12-05');
    const dates = await datesFor('DN4 7AA', 1);
    expect(dates.days?.slice(0, 2)).toEqual([
      { date: FIRST_SATURDAY, full: true },
      { date: '2026-12-05', full: false },
    ]);
    expect(dates.promise).toBe('Earliest delivery: Saturday 5 December');
  });

  it('tells a customer how much room is left when their order is bigger', async () => {
    for (let i = 0; i < 27; i += 1) {
      expect((await place(order('2026-12-05'))).statusCode).toBe(201);
    }
    const response = await place(order('2026-12-05', { quantity: 2, totalPrice: '606.90' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Saturday 5 December has room for only 1 tonne, not 2. The next free day is Saturday 12 December.',
    );
    expect(await bookedOn('2026-12-05')).toEqual({ orders: 27, tonnes: 27 });
  });
});

describe('the business moving a booked day', () => {
  const move = (orderId: number, date: string, cookie: string | null = admin) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/orders/${orderId}/booked-day`,
      payload: { date },
      headers: cookie ? { cookie } : {},
    });

  async function bookedOrderOn(date: string) {
    const [row] = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.deliveryBookedDate, date), eq(orders.deliveryRoundId, saturdayRoundId)))
      .limit(1);
    return row!.id;
  }

  it('moves an order to a day with room, frees the old one and emails the customer', async () => {
    const id = await bookedOrderOn(FIRST_SATURDAY);
    const log = await watchAuditLog(t);
    const response = await move(id, '2026-12-12');
    expect(response.statusCode).toBe(200);
    expectAnswerMatchesOpenApi(moveBookedDay, response);
    expect(response.json().delivery.bookedDate).toBe('2026-12-12');
    expect(await bookedOn(FIRST_SATURDAY)).toEqual({ orders: 27, tonnes: 27 });
    expect(await log.onlyAdded()).toMatchObject({
      action: 'order.delivery_day_moved',
      actor: 'admin',
      entityId: String(id),
      before: { bookedDate: FIRST_SATURDAY },
      after: { bookedDate: '2026-12-12' },
    });
    const mail = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, id))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    const text = renderMessage(mail[0]!).text;
    expect(text).toContain('We have moved the delivery of your 1 tonne of');
    expect(text).toContain('from Saturday 28 November to Saturday 12 December.');
    expect(text).toMatch(/http:\/\/shop\.test\/track\/[\w-]{43}/);
  });

  it('refuses a full day, a day the round does not run, or a stranger, and changes nothing', async () => {
    // The 2 t order booked earlier, to a day with room for 1 t.
    const id = await bookedOrderOn('2026-12-19');
    const full = await move(id, '2026-12-05');
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/^Saturday 5 December has room for only 1 tonne, not 2\./);
    const monday = await move(id, '2026-12-14');
    expect(monday.statusCode).toBe(400);
    expect(monday.json().message).toBe(
      'Our lorries come to DN4 on Saturdays: please choose one of them.',
    );
    expect((await move(id, FIRST_SATURDAY, null)).statusCode).toBe(401);
    const [row] = await t.database.db
      .select({ date: orders.deliveryBookedDate })
      .from(orders)
      .where(eq(orders.id, id));
    expect(row!.date).toBe('2026-12-19');
  });
});
