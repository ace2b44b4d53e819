import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleDeliveries } from '#shared/api/deliveries-admin';
import { site } from '#shared/site';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { orderEvents, orders } from '#server/features/orders/orders.tables';
import { renderMessage } from '#test-support/stored-email';
import { signInAdmin } from '#test-support/admin';
import { expectAnswerMatchesOpenApi } from '#test-support/openapi';
import { createTestApp, type TestApp } from '#test-support/test-app';

// Tuesday 1 December 2026, 10:00 in the UK. Customers give 3 working days' notice, so the first
// day a booked delivery can be brought forward to is Friday 4 December.
const NOW = new Date('2026-12-01T10:00:00Z');
const WED_2 = '2026-12-02';
const MON_7 = '2026-12-07';
const TUE_8 = '2026-12-08';
const WED_9 = '2026-12-09';
const THU_10 = '2026-12-10';
const MON_14 = '2026-12-14';

let t: TestApp;
let admin: string;
let roundId: number;

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false }, now: () => NOW });
  admin = await signInAdmin(t.app);
  // DN4's own round, carved out of Doncaster's: Mondays, Tuesdays and Thursdays, one 20 t lorry.
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/delivery-rounds',
    headers: { cookie: admin },
    payload: {
      name: 'Doncaster South',
      depot: 'Scunthorpe',
      areas: ['DN4'],
      weekdays: [1, 2, 4],
      capacityTonnes: 20,
      lorries: 1,
      enabled: true,
    },
  });
  expect(created.statusCode).toBe(201);
  roundId = created.json<{ id: number }>().id;
});
afterAll(async () => t.close());

const call = (method: 'PATCH' | 'POST', url: string, payload: object) =>
  t.app.inject({ method, url, headers: { cookie: admin }, payload });

/** Doncaster's price per tonne for the quantity's tier, and the total with VAT at 5%. */
function priced(quantity: number) {
  const unit = quantity >= 10 ? 262 : quantity >= 5 ? 275 : 289;
  return {
    unitPrice: unit.toFixed(2),
    totalPrice: (Math.round(quantity * unit * 105) / 100).toFixed(2),
  };
}

let customers = 0;
/** A confirmed order to DN4 whose customer booked `bookedDate` on the round at checkout. */
async function bookedOrder(bookedDate: string, quantity = 2) {
  customers += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: {
      firstName: 'Ada',
      lastName: `Booker ${customers}`,
      email: `booker${customers}@example.com`,
      phone: '01632 960123',
      addressLine1: `${customers} Bawtry Road`,
      city: 'Doncaster',
      postcode: 'DN4 7AA',
      region: 'Doncaster',
      quantity,
      ...priced(quantity),
      delivery: { form: 'blown', bookedDate },
    },
  });
  expect(response.statusCode).toBe(201);
  const id = response.json<{ id: number }>().id;
  const confirmed = await call('PATCH', `/api/orders/${id}/status`, { status: 'confirmed' });
  expect(confirmed.statusCode).toBe(200);
  return id;
}

const schedule = (orderIds: number[], date: string, earlyReason?: string) =>
  call('POST', '/api/deliveries/schedule', {
    orderIds,
    date,
    slot: 'am',
    ...(earlyReason === undefined ? {} : { earlyReason }),
  });

/** Everything a refused schedule must leave alone: the order's delivery, events and emails. */
async function snapshot(id: number) {
  const [row] = await t.database.db
    .select({
      status: orders.deliveryStatus,
      date: orders.deliveryDate,
      reason: orders.deliveryEarlyReason,
      roundId: orders.deliveryRoundId,
      bookedDate: orders.deliveryBookedDate,
    })
    .from(orders)
    .where(eq(orders.id, id));
  const events = await t.database.db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, id));
  const emails = await t.database.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(eq(emailOutbox.orderId, id));
  return { ...row, events: events.length, emails: emails.length };
}

/** Tonnes booked on the round's day, from the orders themselves. */
async function tonnesOn(date: string) {
  const rows = await t.database.db
    .select({ quantity: orders.quantity })
    .from(orders)
    .where(
      and(
        eq(orders.deliveryRoundId, roundId),
        eq(orders.deliveryBookedDate, date),
        ne(orders.status, 'cancelled'),
      ),
    );
  return rows.reduce((sum, row) => sum + Number(row.quantity), 0);
}

/** The delivery email the schedule queued, as the customer reads it. */
async function scheduledEmail(id: number) {
  const rows = await t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.orderId, id))
    .orderBy(asc(emailOutbox.id));
  const mail = rows.at(-1);
  expect(mail).toBeDefined();
  return { subject: mail!.subject, text: renderMessage(mail!).text };
}

describe('scheduling an order away from the day its customer booked', () => {
  it('is refused without a reason, naming the booked day, and changes nothing', async () => {
    const id = await bookedOrder(THU_10);
    const before = await snapshot(id);
    const response = await schedule([id], MON_7);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: `Order #${id} is booked for Thursday 10 December 2026: choose that day, or give the reason for delivering on Monday 7 December 2026`,
      details: [
        {
          path: 'earlyReason',
          message: `Order #${id} is booked for Thursday 10 December 2026: choose that day, or give the reason for delivering on Monday 7 December 2026`,
        },
      ],
    });
    // The single order's status change asks the same.
    const single = await call('PATCH', `/api/orders/${id}/delivery`, {
      status: 'scheduled',
      date: TUE_8,
      slot: 'pm',
    });
    expect(single.statusCode).toBe(400);
    expect(single.json().message).toMatch(/is booked for Thursday 10 December 2026/);
    expect(await snapshot(id)).toEqual(before);
  });

  it('refuses a later day without a reason too', async () => {
    const id = await bookedOrder(THU_10);
    const before = await snapshot(id);
    const response = await schedule([id], MON_14);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/is booked for Thursday 10 December 2026/);
    expect(await snapshot(id)).toEqual(before);
  });

  it('names each booked order in a batch, and schedules none of them', async () => {
    const first = await bookedOrder(THU_10);
    const second = await bookedOrder(MON_14);
    const onTheDay = await bookedOrder(MON_7);
    const before = await Promise.all([first, second, onTheDay].map(snapshot));
    const response = await schedule([first, second, onTheDay], MON_7);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      `Orders #${first} (booked for Thursday 10 December 2026), #${second} (booked for Monday 14 December 2026) are booked for other days: choose their days, or give the reason for delivering on Monday 7 December 2026`,
    );
    expect(await Promise.all([first, second, onTheDay].map(snapshot))).toEqual(before);
  });

  it('never brings a booked day forward inside the lead time, reason or not', async () => {
    const id = await bookedOrder(THU_10);
    const before = await snapshot(id);
    for (const reason of [undefined, 'Lorry passing the door']) {
      const response = await schedule([id], WED_2, reason);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        `Order #${id} is booked for Thursday 10 December 2026: we give 3 working days' notice to bring a delivery forward, so the earliest it can come is Friday 4 December 2026`,
      );
    }
    expect(await snapshot(id)).toEqual(before);
  });

  it('moves with a reason: the booking follows, and the email says the day changed', async () => {
    const id = await bookedOrder(THU_10, 2);
    const [onTenth, onSeventh] = [await tonnesOn(THU_10), await tonnesOn(MON_7)];
    const response = await schedule([id], MON_7, 'Customer rang: Monday suits better');
    expect(response.statusCode).toBe(200);
    expectAnswerMatchesOpenApi(scheduleDeliveries, response);
    expect(response.json().orders[0].delivery).toMatchObject({
      status: 'scheduled',
      date: MON_7,
      bookedDate: MON_7,
    });
    const after = await snapshot(id);
    expect(after).toMatchObject({
      date: MON_7,
      reason: 'Customer rang: Monday suits better',
      roundId,
      bookedDate: MON_7,
    });
    // The round's capacity follows the delivery: the 10th is freed, the 7th carries it.
    expect(await tonnesOn(THU_10)).toBe(onTenth - 2);
    expect(await tonnesOn(MON_7)).toBe(onSeventh + 2);

    const mail = await scheduledEmail(id);
    expect(mail.subject).toBe(
      `Order #${id}: delivery day changed to Monday 7 December - ${site.tradingName}`,
    );
    expect(mail.text).toContain(
      'Your delivery day has changed from Thursday 10 December to Monday 7 December.',
    );
    expect(mail.text).toContain('Monday 7 December 2026, morning');
    expect(mail.text).not.toContain('Customer rang');
  });

  it('schedules on the booked day without a reason, and says nothing of a change', async () => {
    const id = await bookedOrder(THU_10, 1);
    const response = await schedule([id], THU_10);
    expect(response.statusCode).toBe(200);
    expect(await snapshot(id)).toMatchObject({ date: THU_10, reason: null, bookedDate: THU_10 });
    const mail = await scheduledEmail(id);
    expect(mail.subject).toMatch(/^Delivery of order #\d+: Thursday 10 December 2026, morning/);
    expect(mail.text).not.toContain('has changed');
  });

  it('refuses a round day without room for the order, and changes nothing', async () => {
    // Tuesday the 8th: 18 t booked on a 20 t lorry, so a 3 t order does not fit.
    await bookedOrder(TUE_8, 18);
    const id = await bookedOrder(THU_10, 3);
    const before = await snapshot(id);
    const response = await schedule([id], TUE_8, 'Customer away on the 10th');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(
      new RegExp(`^Order #${id}: Tuesday 8 December has room for only 2 tonnes, not 3\\.`),
    );
    expect(await snapshot(id)).toEqual(before);
  });

  it('releases the booking for a day no round runs, freeing the booked day', async () => {
    const id = await bookedOrder(THU_10, 1);
    const onTenth = await tonnesOn(THU_10);
    const response = await schedule([id], WED_9, 'A special run to the area');
    expect(response.statusCode).toBe(200);
    expect(await snapshot(id)).toMatchObject({
      date: WED_9,
      reason: 'A special run to the area',
      roundId: null,
      bookedDate: null,
    });
    expect(await tonnesOn(THU_10)).toBe(onTenth - 1);
    const mail = await scheduledEmail(id);
    expect(mail.text).toContain(
      'Your delivery day has changed from Thursday 10 December to Wednesday 9 December.',
    );
  });
});
