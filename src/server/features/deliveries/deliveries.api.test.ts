import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePostcode } from '#domain/postcode';
import {
  getDeliveriesBoard,
  getDeliveryDrops,
  scheduleDeliveries,
} from '#shared/api/deliveries-admin';
import type { DeliveriesBoard, DeliveryDrops } from '#shared/schemas/delivery';
import type { TrackedOrder } from '#shared/tracking';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { orderEvents, orders } from '#server/features/orders/orders.tables';
import { renderMessage } from '#test-support/stored-email';
import { signInAdmin } from '#test-support/admin';
import { createTestApp, type TestApp } from '#test-support/test-app';
import { watchAuditLog } from '#test-support/audit';
import { expectAnswerMatchesOpenApi } from '#test-support/openapi';

// Tuesday 24 November 2026 in the UK; tests move the clock on.
let clock = new Date('2026-11-24T10:00:00Z');
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false }, now: () => clock });
  admin = await signInAdmin(t.app);
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });

let placedCount = 0;
const LINCOLN = { postcode: 'LN1 1AA', region: 'Lincoln', delivery: { form: 'bagged' } };
/**
 * A guest order in Doncaster (DN), blown with a 25 m hose, confirmed unless told otherwise;
 * `place` says where else and how.
 */
async function newOrder(
  status: 'pending' | 'confirmed' | 'cancelled' = 'confirmed',
  place: Partial<typeof LINCOLN> = {},
) {
  placedCount += 1;
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: {
      firstName: 'Ada',
      lastName: `Lovelace ${placedCount}`,
      email: `ada${placedCount}@example.com`,
      phone: '01632 960123',
      addressLine1: '12 Station Road',
      city: 'Scunthorpe',
      postcode: 'DN15 8QA',
      region: 'Doncaster',
      quantity: 10,
      unitPrice: '262.00',
      totalPrice: '2751.00',
      delivery: { form: 'blown', hoseMetres: 25, accessNotes: 'Gate code 1234' },
      ...place,
    },
  });
  expect(placed.statusCode).toBe(201);
  const id = placed.json<{ id: number }>().id;
  if (status !== 'pending') {
    expect((await call('PATCH', `/api/orders/${id}/status`, { status })).statusCode).toBe(200);
  }
  return id;
}

const deliveryOf = async (id: number) => {
  const [row] = await t.database.db
    .select({ status: orders.deliveryStatus, date: orders.deliveryDate, slot: orders.deliverySlot })
    .from(orders)
    .where(eq(orders.id, id));
  return row;
};
/** The customer's progress emails for an order (held or sent), by subject. */
const progressEmails = async (id: number) =>
  (
    await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.orderId, id), isNotNull(emailOutbox.holdKey)))
      .orderBy(asc(emailOutbox.id))
  ).map((row) => ({ subject: row.subject, text: renderMessage(row).text, due: row.nextAttemptAt }));

const schedule = async (orderIds: number[], date = '2026-12-01', slot = 'am') => {
  const response = await call('POST', '/api/deliveries/schedule', { orderIds, date, slot });
  expectAnswerMatchesOpenApi(scheduleDeliveries, response);
  return response;
};

describe('scheduling deliveries', () => {
  it('schedules many orders at once, each with its events and one email', async () => {
    const ids = [await newOrder(), await newOrder(), await newOrder()];
    later(2 * 60_000);
    const audit = await watchAuditLog(t);
    const response = await schedule(ids);
    expect(response.statusCode).toBe(200);
    expect(
      (await audit.added()).map((entry) => [
        entry.action,
        entry.entityId,
        entry.before,
        entry.after,
      ]),
    ).toEqual(
      ids.map((id) => [
        'order.delivery_changed',
        String(id),
        { deliveryStatus: 'to_be_scheduled', deliveryDate: null },
        { deliveryStatus: 'scheduled', deliveryDate: '2026-12-01 am' },
      ]),
    );
    expect(response.json<{ orders: { id: number }[] }>().orders.map((o) => o.id)).toEqual(ids);
    for (const id of ids) {
      expect(await deliveryOf(id)).toEqual({ status: 'scheduled', date: '2026-12-01', slot: 'am' });
      const events = await t.database.db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, id), eq(orderEvents.type, 'delivery_changed')));
      expect(events.map((e) => [e.field, e.oldValue, e.newValue])).toEqual([
        ['deliveryStatus', 'to_be_scheduled', 'scheduled'],
        ['deliveryDate', null, '2026-12-01 am'],
      ]);
      const emails = await progressEmails(id);
      expect(emails.map((e) => e.subject)).toEqual([
        expect.stringMatching(/^Order #\d+ confirmed/),
        expect.stringMatching(/^Delivery of order #\d+: Tuesday 1 December 2026, morning/),
      ]);
      const scheduled = emails[1]!;
      expect(scheduled.text).toContain('Switch your boiler off');
      expect(scheduled.text).toMatch(/http:\/\/shop\.test\/track\/[\w-]{43}/);
    }
  });

  it('changes nothing when one order of many cannot be scheduled', async () => {
    const good = await newOrder();
    const pending = await newOrder('pending');
    const response = await schedule([good, pending]);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `Order #${pending} is pending: only a confirmed order's delivery can be planned`,
    );
    expect(await deliveryOf(good)).toMatchObject({ status: 'to_be_scheduled', date: null });
  });

  it.each([
    ['a Saturday', { date: '2026-11-28', slot: 'am' }, 400, /weekends/],
    ['a bank holiday', { date: '2026-12-25', slot: 'pm' }, 400, /bank holiday/],
    ['a past date', { date: '2026-11-20', slot: 'am' }, 400, /in the past/],
    ['no real date', { date: '2026-11-31', slot: 'am' }, 400, /valid delivery date/],
    ['an unknown slot', { date: '2026-12-01', slot: 'evening' }, 400, /morning or afternoon/],
  ])('refuses %s', async (_case, body, status, message) => {
    const id = await newOrder();
    const response = await call('POST', '/api/deliveries/schedule', { orderIds: [id], ...body });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
    expect(await deliveryOf(id)).toMatchObject({ status: 'to_be_scheduled' });
  });

  it('refuses a cancelled order, an unknown order and a repeated id', async () => {
    const cancelled = await newOrder('cancelled');
    expect((await schedule([cancelled])).json().message).toMatch(/is cancelled/);
    expect((await schedule([99_999])).statusCode).toBe(404);
    expect((await schedule([cancelled, cancelled])).json().message).toBe(
      'Each order may appear only once',
    );
  });

  it('refuses a scheduler without an admin session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/deliveries/schedule',
      payload: { orderIds: [1], date: '2026-12-01', slot: 'am' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('delivery status', () => {
  it('goes step by step to delivered, one email per step after the minute', async () => {
    const id = await newOrder();
    later(2 * 60_000);
    await schedule([id]);
    const move = (body: object) => call('PATCH', `/api/orders/${id}/delivery`, body);
    const skip = await move({ status: 'delivered' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe(
      `Order #${id}: A delivery cannot go from 'Scheduled' to 'Delivered'`,
    );
    // The lorry goes on the booked day (Tuesday 1 December), not before.
    clock = new Date('2026-12-01T07:00:00Z');
    admin = await signInAdmin(t.app);
    expect((await move({ status: 'out_for_delivery' })).statusCode).toBe(200);
    later(2 * 60_000);
    const done = await move({ status: 'delivered' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id, delivery: { status: 'delivered' } });
    const subjects = (await progressEmails(id)).map((e) => e.subject);
    expect(subjects).toEqual([
      expect.stringMatching(/confirmed/),
      expect.stringMatching(/Tuesday 1 December/),
      expect.stringMatching(/is on its way/),
      expect.stringMatching(/delivered/),
    ]);
  });

  it('refuses a jump from to be scheduled straight to delivered, and a failure without reason', async () => {
    const id = await newOrder();
    const jump = await call('PATCH', `/api/orders/${id}/delivery`, { status: 'delivered' });
    expect(jump.statusCode).toBe(409);
    const noReason = await call('PATCH', `/api/orders/${id}/delivery`, { status: 'failed' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Say why the delivery failed');
    expect(await deliveryOf(id)).toMatchObject({ status: 'to_be_scheduled' });
  });

  it('emails the reason of a failed delivery', async () => {
    const id = await newOrder();
    await schedule([id]);
    await call('PATCH', `/api/orders/${id}/delivery`, { status: 'out_for_delivery' });
    later(2 * 60_000);
    const failed = await call('PATCH', `/api/orders/${id}/delivery`, {
      status: 'failed',
      reason: 'The lane was blocked by a fallen tree',
    });
    expect(failed.statusCode).toBe(200);
    const last = (await progressEmails(id)).at(-1)!;
    expect(last.subject).toMatch(/We could not deliver/);
    expect(last.text).toContain('The lane was blocked by a fallen tree');
    expect(last.text).toContain('book a new date');
  });

  it('sends nothing for a change undone within a minute', async () => {
    const id = await newOrder();
    later(2 * 60_000);
    // Only which emails exist: the worker may be sending the earlier one meanwhile.
    const subjects = async () => (await progressEmails(id)).map((e) => e.subject);
    const before = await subjects();
    await schedule([id], '2026-12-02', 'pm');
    expect(await subjects()).toHaveLength(before.length + 1);
    later(30_000);
    const undo = await call('PATCH', `/api/orders/${id}/delivery`, { status: 'to_be_scheduled' });
    expect(undo.statusCode).toBe(200);
    expect(await subjects()).toEqual(before);
  });

  it('sends only the latest of quick changes, and each email waits a minute', async () => {
    const id = await newOrder();
    later(2 * 60_000);
    await schedule([id], '2026-12-02', 'pm');
    later(10_000);
    await schedule([id], '2026-12-03', 'am');
    const emails = await progressEmails(id);
    expect(emails.map((e) => e.subject)).toEqual([
      expect.stringMatching(/confirmed/),
      expect.stringMatching(/Thursday 3 December 2026, morning/),
    ]);
    expect(emails[1]!.due.getTime()).toBe(clock.getTime() + 60_000);
  });

  it('sends nothing when a confirmation is undone within a minute, and a cancellation email', async () => {
    const id = await newOrder('pending');
    await call('PATCH', `/api/orders/${id}/status`, { status: 'confirmed' });
    later(20_000);
    await call('PATCH', `/api/orders/${id}/status`, { status: 'pending' });
    expect(await progressEmails(id)).toEqual([]);
    later(2 * 60_000);
    await call('PATCH', `/api/orders/${id}/status`, { status: 'cancelled' });
    expect((await progressEmails(id)).map((e) => e.subject)).toEqual([
      expect.stringMatching(/cancelled/),
    ]);
  });
});

describe('the Deliveries board', () => {
  // The board's orders, made afresh on an empty orders table (the sequence runs on).
  let board: { dn: number[]; waiting: number; lincoln: number };
  beforeAll(async () => {
    await t.database.db.delete(orders);
    const dn = [await newOrder(), await newOrder(), await newOrder()];
    await schedule(dn, '2026-12-04', 'am');
    const waiting = await newOrder();
    const lincoln = await newOrder('confirmed', LINCOLN);
    await newOrder('pending');
    await schedule([await newOrder()], '2026-12-07', 'pm');
    await newOrder('cancelled');
    board = { dn, waiting, lincoln };
  });

  const summary = async (query = '') => {
    const response = await call('GET', `/api/deliveries${query}`);
    expect(response.statusCode).toBe(200);
    expectAnswerMatchesOpenApi(getDeliveriesBoard, response);
    return response.json<DeliveriesBoard>();
  };
  const drops = async (query: string) => {
    const response = await call('GET', `/api/deliveries/drops?${query}`);
    expect(response.statusCode).toBe(200);
    expectAnswerMatchesOpenApi(getDeliveryDrops, response);
    return response.json<DeliveryDrops>().drops;
  };

  it('totals open deliveries by date and postcode area against the lorry capacity', async () => {
    await call('PATCH', '/api/settings', [{ key: 'lorry_capacity_tonnes', value: '25' }] as never);
    const { capacityTonnes, days } = await summary();
    expect(capacityTonnes).toBe(25);
    expect(days).toEqual([
      {
        date: null,
        drops: 2,
        tonnes: 20,
        overCapacity: false,
        areas: [
          { area: 'DN', drops: 1, tonnes: 10 },
          { area: 'LN', drops: 1, tonnes: 10 },
        ],
      },
      {
        date: '2026-12-04',
        drops: 3,
        tonnes: 30,
        overCapacity: true,
        areas: [{ area: 'DN', drops: 3, tonnes: 30 }],
      },
      {
        date: '2026-12-07',
        drops: 1,
        tonnes: 10,
        overCapacity: false,
        areas: [{ area: 'DN', drops: 1, tonnes: 10 }],
      },
    ]);
  });

  it('totals only the region or the form asked for', async () => {
    const bagged = await summary('?form=bagged');
    expect(bagged.days.map((d) => [d.date, d.drops, d.areas.map((a) => a.area)])).toEqual([
      [null, 1, ['LN']],
    ]);
    const doncaster = await summary('?region=Doncaster&form=blown');
    expect(doncaster.days.map((d) => [d.date, d.drops, d.tonnes])).toEqual([
      [null, 1, 10],
      ['2026-12-04', 3, 30],
      ['2026-12-07', 1, 10],
    ]);
    expect((await summary('?region=Leeds')).days).toEqual([]);
    const bad = await call('GET', '/api/deliveries?form=tipped');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Form must be blown or bagged');
  });

  it("opens a day's drops, or one postcode area's, with what the driver needs", async () => {
    const day = await drops('date=2026-12-04');
    expect(day.map((d) => d.orderId)).toEqual(board.dn);
    expect(day[0]).toMatchObject({
      name: expect.stringMatching(/^Ada Lovelace/),
      phone: '01632 960123',
      addressLine1: '12 Station Road',
      postcode: 'DN15 8QA',
      quantity: 10,
      delivery: {
        form: 'blown',
        hoseMetres: 25,
        accessNotes: 'Gate code 1234',
        status: 'scheduled',
        date: '2026-12-04',
        slot: 'am',
      },
    });
    expect((await drops('date=unscheduled')).map((d) => d.orderId)).toEqual([
      board.waiting,
      board.lincoln,
    ]);
    expect((await drops('date=unscheduled&area=LN')).map((d) => d.orderId)).toEqual([
      board.lincoln,
    ]);
    expect((await drops('date=unscheduled&form=blown')).map((d) => d.orderId)).toEqual([
      board.waiting,
    ]);
    expect(await drops('date=unscheduled&region=Leeds')).toEqual([]);
    expect(await drops('date=2026-12-04&area=LN')).toEqual([]);
    expect(await drops('date=2026-12-08')).toEqual([]);
  });

  it.each([
    ['no date', '', 'Choose a delivery date, or unscheduled'],
    ['no real date', 'date=2026-13-01', 'Choose a valid delivery date'],
    ['an unknown area', 'date=unscheduled&area=DNX', 'Unknown postcode area'],
    ['an unknown form', 'date=unscheduled&form=tipped', 'Form must be blown or bagged'],
  ])("refuses a day's drops for %s", async (_case, query, message) => {
    const response = await call('GET', `/api/deliveries/drops?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('says what the driver collects at each drop: the balance due, nothing once paid', async () => {
    const [unpaid, part, paid] = board.dn;
    const totals = await t.database.db
      .select({ id: orders.id, totalPrice: orders.totalPrice })
      .from(orders)
      .where(eq(orders.deliveryDate, '2026-12-04'))
      .orderBy(asc(orders.id));
    const totalOf = (id: number) => totals.find((row) => row.id === id)!.totalPrice;
    const pay = async (orderId: number, amount: string) => {
      const response = await call('POST', `/api/orders/${orderId}/ledger`, {
        kind: 'payment',
        method: 'bank_transfer',
        amount,
        movedOn: clock.toISOString().slice(0, 10),
        reference: `WP${orderId}`,
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    // The database dates orders by its own clock: placed before the test's day, as they were.
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date('2026-11-20T10:00:00Z') })
      .where(eq(orders.deliveryDate, '2026-12-04'));
    await pay(part!, '100.00');
    await pay(paid!, totalOf(paid!));
    const day = await drops('date=2026-12-04');
    const less100 = ((Math.round(Number(totalOf(part!)) * 100) - 10_000) / 100).toFixed(2);
    expect(day.map((drop) => [drop.orderId, drop.toCollect])).toEqual([
      [unpaid, totalOf(unpaid!)],
      [part, less100],
      [paid, '0.00'],
    ]);
  });

  it('shows the board and its drops only to the back office', async () => {
    for (const url of ['/api/deliveries', '/api/deliveries/drops?date=unscheduled']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it("keeps each order's postcode area as parsePostcode reads it", async () => {
    const postcodes = [
      'SW1A 1AA',
      'sw1a1aa',
      'B33 8TH',
      'W1A 0AX',
      'EC1A 1BB',
      'M1 1AE',
      'GIR 0AA',
      'ZZ',
    ];
    const rows = await t.database.db
      .insert(orders)
      .values(
        postcodes.map((postcode) => ({
          firstName: 'Area',
          lastName: 'Test',
          email: 'area@example.com',
          phone: '01632 960123',
          addressLine1: '1 High Street',
          city: 'Anywhere',
          postcode,
          region: 'Test',
          quantity: '1.0',
          unitPrice: '289.00',
          totalPrice: '303.45',
        })),
      )
      .returning({ postcode: orders.postcode, area: orders.postcodeArea });
    await t.database.db.delete(orders).where(eq(orders.region, 'Test'));
    expect(rows.map((r) => r.area)).toEqual(
      postcodes.map((p) => parsePostcode(p)?.area ?? p.slice(0, 2)),
    );
  });
});

describe('tracking links', () => {
  const trackToken = async (id: number) => {
    const rows = await progressEmails(id);
    const match = /\/track\/([\w-]{43})/.exec(rows.at(-1)?.text ?? '');
    if (!match?.[1]) throw new Error('no tracking link');
    return match[1];
  };

  it("shows the order's timeline without signing in, and only that order", async () => {
    const first = await newOrder();
    const second = await newOrder();
    await schedule([first], '2026-12-07', 'pm');
    const token = await trackToken(first);
    const response = await t.app.inject({ method: 'GET', url: `/api/track/${token}` });
    expect(response.statusCode).toBe(200);
    const tracked = response.json<TrackedOrder>();
    expect(tracked.orderId).toBe(first);
    expect(tracked.steps.map((s) => [s.key, s.done])).toEqual([
      ['placed', true],
      ['confirmed', true],
      ['scheduled', true],
      ['out_for_delivery', false],
      ['delivered', false],
    ]);
    expect(tracked.steps[2]).toMatchObject({ date: '2026-12-07', slot: 'pm' });
    expect(JSON.stringify(tracked)).not.toMatch(/example\.com|01632|Station Road|2751/);
    const secondToken = await trackToken(second);
    const other = await t.app.inject({ method: 'GET', url: `/api/track/${secondToken}` });
    expect(other.json<TrackedOrder>().orderId).toBe(second);
  });

  it('answers 404 for an unknown or tampered token', async () => {
    const id = await newOrder();
    const token = await trackToken(id);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [tampered, 'A'.repeat(43), 'short', `${token}x`]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/track/${bad}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('We could not find an order for this tracking link');
    }
  });

  it('keeps only the hash of each token', async () => {
    const id = await newOrder();
    const token = await trackToken(id);
    const stored = await t.database.db.execute(
      `select token_hash from order_tracking_tokens where order_id = ${id}`,
    );
    expect(JSON.stringify(stored)).not.toContain(token);
  });
});
