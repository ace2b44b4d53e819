import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAL_DATA } from '#domain/audit-values';
import type { DeliveryDrops } from '#shared/schemas/delivery';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { orderEvents, orders } from '#server/features/orders/orders.tables';
import { renderMessage } from '#test-support/stored-email';
import { signInAdmin } from '#test-support/admin';
import { watchAuditLog } from '#test-support/audit';
import { createTestApp, type TestApp } from '#test-support/test-app';

// Tuesday 24 November 2026 in the UK; the last tests move the clock to the booked day.
let clock = new Date('2026-11-24T10:00:00Z');
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false }, now: () => clock });
  admin = await signInAdmin(t.app);
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });

/** Doncaster's price per tonne for the quantity's tier, and the total with VAT at 5%. */
function priced(quantity: number) {
  const unit = quantity >= 10 ? 262 : quantity >= 5 ? 275 : 289;
  return {
    unitPrice: unit.toFixed(2),
    totalPrice: (Math.round(quantity * unit * 105) / 100).toFixed(2),
  };
}

const THURSDAY = '2026-12-03';
const WEDNESDAY = '2026-12-02';
let placed = 0;

/** A confirmed 6 t guest order in Doncaster whose customer gave these delivery details. */
async function confirmedOrder(delivery: object, quantity = 6) {
  placed += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: {
      firstName: 'Grace',
      lastName: `Hopper ${placed}`,
      email: `grace${placed}@example.com`,
      phone: '01632 960456',
      addressLine1: '3 Mill Lane',
      city: 'Scunthorpe',
      postcode: 'DN15 8QA',
      region: 'Doncaster',
      quantity,
      ...priced(quantity),
      delivery: { form: 'blown', ...delivery },
    },
  });
  expect(response.statusCode).toBe(201);
  const id = response.json<{ id: number }>().id;
  const confirmed = await call('PATCH', `/api/orders/${id}/status`, { status: 'confirmed' });
  expect(confirmed.statusCode).toBe(200);
  return id;
}
const fromThursday = () => confirmedOrder({ earliestDate: THURSDAY, lorryLimit: '7.5t' });

const schedule = (orderIds: number[], date: string, earlyReason?: string) =>
  call('POST', '/api/deliveries/schedule', {
    orderIds,
    date,
    slot: 'am',
    ...(earlyReason === undefined ? {} : { earlyReason }),
  });

const deliveryOf = async (id: number) => {
  const [row] = await t.database.db
    .select({
      status: orders.deliveryStatus,
      date: orders.deliveryDate,
      earlyReason: orders.deliveryEarlyReason,
    })
    .from(orders)
    .where(eq(orders.id, id));
  return row;
};
const deliveryEvents = async (id: number) =>
  (
    await t.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, id), eq(orderEvents.type, 'delivery_changed')))
      .orderBy(asc(orderEvents.id))
  ).map((e) => [e.field, e.oldValue, e.newValue]);
const drops = async (query: string) => {
  const response = await call('GET', `/api/deliveries/drops?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<DeliveryDrops>().drops;
};

describe("scheduling before the customer's earliest date", () => {
  it('is refused without a reason, naming the order and its earliest date', async () => {
    const id = await fromThursday();
    const response = await schedule([id], WEDNESDAY);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      `Order #${id} asks for delivery no earlier than Thursday 3 December 2026: choose that date or later, or give the reason for delivering on Wednesday 2 December 2026`,
    );
    const single = await call('PATCH', `/api/orders/${id}/delivery`, {
      status: 'scheduled',
      date: WEDNESDAY,
      slot: 'pm',
    });
    expect(single.statusCode).toBe(400);
    expect(single.json().message).toMatch(/no earlier than Thursday 3 December 2026/);
    expect(await deliveryOf(id)).toEqual({
      status: 'to_be_scheduled',
      date: null,
      earlyReason: null,
    });
    expect(await deliveryEvents(id)).toEqual([]);
  });

  it('refuses the whole batch, naming each early order, and changes none', async () => {
    const anyDay = await confirmedOrder({});
    const early = [await fromThursday(), await fromThursday()];
    const response = await schedule([anyDay, ...early], WEDNESDAY);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      `Orders #${early[0]} (no earlier than Thursday 3 December 2026), #${early[1]} (no earlier than Thursday 3 December 2026) ask for delivery after Wednesday 2 December 2026: choose a later date, or give the reason for delivering early`,
    );
    for (const id of [anyDay, ...early]) {
      expect(await deliveryOf(id)).toMatchObject({ status: 'to_be_scheduled', date: null });
    }
  });

  it.each([
    ['too short', 'ok'],
    ['blank', '   '],
    ['too long', 'x'.repeat(301)],
  ])('refuses a reason that is %s', async (_case, earlyReason) => {
    const id = await fromThursday();
    const response = await schedule([id], WEDNESDAY, earlyReason);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "Say why the delivery comes before the customer's earliest date or off their booked day (3 to 300 characters)",
    );
    expect(await deliveryOf(id)).toMatchObject({ status: 'to_be_scheduled', earlyReason: null });
  });

  it('is allowed with a reason, kept in the history, the audit log and the dispatch sheet', async () => {
    const anyDay = await confirmedOrder({});
    const id = await fromThursday();
    clock = new Date(clock.getTime() + 2 * 60_000);
    const audit = await watchAuditLog(t);
    const reason = 'Customer rang: Wednesday suits, they will be in';
    const response = await schedule([anyDay, id], WEDNESDAY, reason);
    expect(response.statusCode).toBe(200);
    // Only the order booked before its earliest date carries the reason.
    expect(await deliveryOf(id)).toEqual({
      status: 'scheduled',
      date: WEDNESDAY,
      earlyReason: reason,
    });
    expect(await deliveryOf(anyDay)).toMatchObject({ status: 'scheduled', earlyReason: null });
    expect(await deliveryEvents(id)).toEqual([
      ['deliveryStatus', 'to_be_scheduled', 'scheduled'],
      ['deliveryDate', null, `${WEDNESDAY} am`],
      ['deliveryEarlyReason', null, reason],
    ]);
    // The order's history, as the back office reads it.
    const history = await call('GET', `/api/orders/${id}/events`);
    expect(history.statusCode).toBe(200);
    expect(history.json<{ field: string | null; newValue: string | null }[]>()).toContainEqual(
      expect.objectContaining({ field: 'deliveryEarlyReason', newValue: reason }),
    );
    const entries = await audit.added();
    // The log says a reason was given; the reason itself is the order's, erased with it.
    expect(entries.find((e) => e.entityId === String(id))?.after).toMatchObject({
      deliveryEarlyReason: PERSONAL_DATA,
    });
    const sheet = await drops(`date=${WEDNESDAY}`);
    expect(sheet.find((d) => d.orderId === id)?.earlyReason).toBe(reason);
    expect(sheet.find((d) => d.orderId === anyDay)?.earlyReason).toBeNull();

    // The customer's email states the booked date only.
    const [email] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.orderId, id), isNotNull(emailOutbox.holdKey)))
      .orderBy(asc(emailOutbox.id))
      .then((rows) => rows.filter((row) => row.subject.startsWith('Delivery of order')));
    const text = renderMessage(email!).text;
    expect(text).toContain('Wednesday 2 December 2026');
    expect(text).not.toContain('Thursday 3 December');
    expect(text).not.toContain('Earliest date');
    expect(text).not.toContain(reason);
  });

  it('clears the reason once the delivery is moved on or after the earliest date', async () => {
    const id = await fromThursday();
    await schedule([id], WEDNESDAY, 'Customer asked for Wednesday');
    const moved = await call('PATCH', `/api/orders/${id}/delivery`, {
      status: 'scheduled',
      date: THURSDAY,
      slot: 'pm',
    });
    expect(moved.statusCode).toBe(200);
    expect(await deliveryOf(id)).toEqual({
      status: 'scheduled',
      date: THURSDAY,
      earlyReason: null,
    });
    expect((await deliveryEvents(id)).at(-1)).toEqual([
      'deliveryEarlyReason',
      'Customer asked for Wednesday',
      null,
    ]);
  });
});

describe("the customer's lorry limit", () => {
  it('flags the drops whose tonnes one load of their largest lorry cannot carry', async () => {
    const tooBig = await confirmedOrder({ lorryLimit: '7.5t' }, 6);
    const fits = await confirmedOrder({ lorryLimit: '7.5t' }, 3);
    const noLimit = await confirmedOrder({}, 20);
    const big = await confirmedOrder({ lorryLimit: '18t' }, 12.5);
    const area = await drops('date=unscheduled&area=DN');
    const flag = (id: number) => area.find((d) => d.orderId === id)?.overLorryLimit;
    expect(flag(tooBig)).toEqual({ payloadTonnes: 3, overByTonnes: 3 });
    expect(flag(fits)).toBeNull();
    expect(flag(noLimit)).toBeNull();
    expect(flag(big)).toEqual({ payloadTonnes: 10, overByTonnes: 2.5 });
    // The day's drops, as the dispatch sheet reads them, carry the flag too.
    expect((await schedule([tooBig, fits], '2026-12-08')).statusCode).toBe(200);
    const sheet = await drops('date=2026-12-08');
    expect(sheet.map((d) => [d.orderId, d.overLorryLimit?.payloadTonnes ?? null])).toEqual([
      [tooBig, 3],
      [fits, null],
    ]);
  });
});

describe('a delivery marked ahead of its booked date', () => {
  it("refuses 'delivered' before the booked day", async () => {
    const id = await confirmedOrder({});
    // Out for delivery with a later date: how an order marked before this rule may stand.
    await t.database.db
      .update(orders)
      .set({ deliveryStatus: 'out_for_delivery', deliveryDate: '2026-12-10', deliverySlot: 'am' })
      .where(eq(orders.id, id));
    const ahead = await call('PATCH', `/api/orders/${id}/delivery`, { status: 'delivered' });
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json().message).toBe(
      `Order #${id} is booked for Thursday 10 December 2026: it cannot be marked 'Delivered' before that day`,
    );
    expect(await deliveryOf(id)).toMatchObject({ status: 'out_for_delivery' });
    expect(await deliveryEvents(id)).toEqual([]);
  });

  it("refuses 'out for delivery' before the booked day, and allows it on the day", async () => {
    const id = await fromThursday();
    await schedule([id], THURSDAY);
    const ahead = await call('PATCH', `/api/orders/${id}/delivery`, { status: 'out_for_delivery' });
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json().message).toBe(
      `Order #${id} is booked for Thursday 3 December 2026: it cannot be marked 'Out for delivery' before that day`,
    );
    expect(await deliveryOf(id)).toMatchObject({ status: 'scheduled' });
    // Thursday 3 December, 7am in the UK.
    clock = new Date('2026-12-03T07:00:00Z');
    admin = await signInAdmin(t.app);
    const onTheDay = await call('PATCH', `/api/orders/${id}/delivery`, {
      status: 'out_for_delivery',
    });
    expect(onTheDay.statusCode).toBe(200);
  });
});
