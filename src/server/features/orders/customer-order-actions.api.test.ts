import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askToCancelMyOrder, cancelMyOrder, moveMyBookedDay } from '#shared/api/customer-orders';
import type { AdminOrder, OrderEvent, Page } from '#shared/schemas/admin';
import type { Order } from '#shared/schemas/orders';
import { site } from '#shared/site';
import { ukDate } from '#domain/uk-date';
import { auditLog } from '#server/features/audit/audit.tables';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { orders } from '#server/features/orders/orders.tables';
import { signInAdmin } from '#test-support/admin';
import { orderFor, registerCustomer, type SignedIn } from '#test-support/customers';
import { expectAnswerMatchesOpenApi } from '#test-support/openapi';
import { renderMessage } from '#test-support/stored-email';
import { createTestApp, type TestApp } from '#test-support/test-app';

// Tuesday 1 December 2026, 10:00 in the UK. Customers give 3 working days' notice, so the
// first day a booking can move to, or away from, is Friday 4 December.
const NOW = new Date('2026-12-01T10:00:00Z');
const THU_3 = '2026-12-03';
const MON_7 = '2026-12-07';
const THU_10 = '2026-12-10';
const MON_14 = '2026-12-14';
const TUE_15 = '2026-12-15';
const BUSINESS = 'orders@example.com';

let t: TestApp;
let admin: string;
let roundId: number;
let ada: SignedIn;
let bea: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false }, now: () => NOW });
  admin = await signInAdmin(t.app);
  // DN4's own round, carved out of Doncaster's: Mondays, Tuesdays and Thursdays, one 20 t lorry.
  const created = await adminCall('POST', '/api/admin/delivery-rounds', {
    name: 'Doncaster South',
    depot: 'Scunthorpe',
    areas: ['DN4'],
    weekdays: [1, 2, 4],
    capacityTonnes: 20,
    lorries: 1,
    enabled: true,
  });
  expect(created.statusCode).toBe(201);
  roundId = created.json<{ id: number }>().id;
  const settings = await adminCall('PATCH', '/api/settings', [
    { key: 'new_orders_email', value: BUSINESS },
  ]);
  expect(settings.statusCode).toBe(200);
  ada = await registerCustomer(t.app, { firstName: 'Ada' });
  bea = await registerCustomer(t.app, { firstName: 'Bea' });
});
afterAll(async () => t.close());

function adminCall(method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: admin },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
const customerCall = (
  who: SignedIn | null,
  method: 'POST' | 'PUT',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, payload });
const cancel = (who: SignedIn | null, id: number) =>
  customerCall(who, 'POST', `/api/customers/me/orders/${id}/cancel`);
const askToCancel = (who: SignedIn | null, id: number) =>
  customerCall(who, 'POST', `/api/customers/me/orders/${id}/cancel-request`);
const moveDay = (who: SignedIn | null, id: number, date: string) =>
  customerCall(who, 'PUT', `/api/customers/me/orders/${id}/booked-day`, { date });

/** Doncaster's price per tonne for the quantity's tier, and the total with VAT at 5%. */
function priced(quantity: number) {
  const unit = quantity >= 10 ? 262 : quantity >= 5 ? 275 : 289;
  return {
    unitPrice: unit.toFixed(2),
    totalPrice: (Math.round(quantity * unit * 105) / 100).toFixed(2),
  };
}

/** The customer's order to DN4, booked on the round for `bookedDate` at checkout. */
async function placeOrder(who: SignedIn, bookedDate: string, quantity = 2): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: who.cookie },
    payload: orderFor(who, {
      customerId: who.customer.id,
      addressLine1: '4 Bawtry Road',
      city: 'Doncaster',
      postcode: 'DN4 7AA',
      quantity,
      ...priced(quantity),
      delivery: { form: 'bagged', bookedDate },
    }),
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

async function confirm(id: number) {
  const response = await adminCall('PATCH', `/api/orders/${id}/status`, { status: 'confirmed' });
  expect(response.statusCode).toBe(200);
}

async function row(id: number) {
  const [found] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  return found!;
}

/** Everything a refusal must leave alone. */
async function snapshot(id: number) {
  const order = await row(id);
  const emails = await t.database.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(eq(emailOutbox.orderId, id));
  const events = await adminCall('GET', `/api/orders/${id}/events`);
  return {
    status: order.status,
    bookedDate: order.deliveryBookedDate,
    roundId: order.deliveryRoundId,
    cancelRequestedAt: order.cancelRequestedAt,
    emails: emails.length,
    events: events.json<OrderEvent[]>().filter((e) => !e.type.startsWith('email_')).length,
  };
}

/** The order's emails, rendered as sent, oldest first. */
async function emailsOf(id: number) {
  const rows = await t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.orderId, id))
    .orderBy(asc(emailOutbox.id));
  return rows.map((mail) => ({ ...renderMessage(mail), to: mail.toAddress }));
}

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
  return rows.reduce((sum, r) => sum + Number(r.quantity), 0);
}

async function customerEvents(id: number) {
  const response = await adminCall('GET', `/api/orders/${id}/events`);
  // Placing is the customer's too: only what they did afterwards.
  return response
    .json<OrderEvent[]>()
    .filter((e) => e.actor === 'customer' && e.type !== 'created');
}

async function auditActions(id: number) {
  const rows = await t.database.db
    .select({ action: auditLog.action, actor: auditLog.actor })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));
  return rows;
}

describe('the customer cancels an order not yet confirmed', () => {
  it('cancels it as the back office does: booking freed, emails, history by the customer', async () => {
    const id = await placeOrder(ada, THU_10);
    const booked = await tonnesOn(THU_10);
    const response = await cancel(ada, id);
    expect(response.statusCode).toBe(200);
    expectAnswerMatchesOpenApi(cancelMyOrder, response);
    expect(response.json<Order>()).toMatchObject({ id, status: 'cancelled' });
    expect(await tonnesOn(THU_10)).toBe(booked - 2);
    expect(await customerEvents(id)).toEqual([
      expect.objectContaining({
        type: 'status_changed',
        oldValue: 'pending',
        newValue: 'cancelled',
      }),
    ]);
    expect(await auditActions(id)).toContainEqual({
      action: 'order.status_changed',
      actor: 'customer',
    });

    const emails = await emailsOf(id);
    const toCustomer = emails.filter((e) => e.to === ada.customer.email).at(-1)!;
    expect(toCustomer.subject).toMatch(/cancelled/i);
    const notice = emails.find((e) => e.to === BUSINESS && /by the customer/.test(e.subject))!;
    expect(notice.subject).toBe(`Order #${id} cancelled by the customer - Ada Lovelace`);
    expect(notice.text).toContain(
      `Ada Lovelace cancelled order #${id} (2 tonnes to DN4 7AA, £606.90 including VAT) from their account before it was confirmed.`,
    );
    expect(notice.text).toContain('Thursday 10 December 2026');

    // Asking again changes nothing and sends nothing more.
    const again = await cancel(ada, id);
    expect(again.statusCode).toBe(200);
    expect(await emailsOf(id)).toHaveLength(emails.length);
  });

  it("refuses a confirmed order, someone else's, a stranger's, and changes nothing", async () => {
    const confirmed = await placeOrder(ada, THU_10);
    await confirm(confirmed);
    const pending = await placeOrder(ada, THU_10);
    const before = await Promise.all([confirmed, pending].map(snapshot));

    const refused = await cancel(ada, confirmed);
    expect(refused.statusCode).toBe(409);
    expectAnswerMatchesOpenApi(cancelMyOrder, refused);
    expect(refused.json()).toEqual({
      message: `Order #${confirmed} is confirmed: ask us to cancel it instead.`,
    });
    const notTheirs = await cancel(bea, pending);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toEqual({ message: 'Order not found' });
    expect((await cancel(null, pending)).statusCode).toBe(401);
    expect((await cancel(ada, 999_999)).statusCode).toBe(404);
    expect(await Promise.all([confirmed, pending].map(snapshot))).toEqual(before);
  });

  it('owes the money back when the order was paid: the business is told the refund', async () => {
    // On today's clock: a payment cannot be dated before the order was written.
    const shop = await createTestApp({ config: { rateLimits: false } });
    try {
      const office = await signInAdmin(shop.app);
      await shop.app.inject({
        method: 'PATCH',
        url: '/api/settings',
        headers: { cookie: office },
        payload: [{ key: 'new_orders_email', value: BUSINESS }],
      });
      const cy = await registerCustomer(shop.app, { firstName: 'Cy' });
      const placed = await shop.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie: cy.cookie },
        payload: orderFor(cy, { customerId: cy.customer.id }),
      });
      const id = placed.json<{ id: number }>().id;
      const paid = await shop.app.inject({
        method: 'POST',
        url: `/api/orders/${id}/ledger`,
        headers: { cookie: office },
        payload: {
          kind: 'payment',
          method: 'bank_transfer',
          amount: '606.90',
          movedOn: ukDate(new Date()),
          reference: 'BACS CY',
        },
      });
      expect(paid.statusCode).toBe(201);
      const response = await shop.app.inject({
        method: 'POST',
        url: `/api/customers/me/orders/${id}/cancel`,
        headers: { cookie: cy.cookie },
      });
      expect(response.statusCode).toBe(200);
      const rows = await shop.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.orderId, id))
        .orderBy(asc(emailOutbox.id));
      const emails = rows.map((mail) => ({ ...renderMessage(mail), to: mail.toAddress }));
      const refund = emails.find((e) => e.subject === `Refund owed - order #${id}`);
      expect(refund?.to).toBe(BUSINESS);
      expect(refund?.text).toContain('Refund owed');
      expect(refund?.text).toContain('£606.90');
      const notice = emails.find((e) => e.subject.startsWith(`Order #${id} cancelled by`));
      expect(notice?.to).toBe(BUSINESS);
      const toCustomer = emails.filter((e) => e.to === cy.customer.email).at(-1);
      expect(toCustomer?.text).toMatch(/refund/i);
    } finally {
      await shop.close();
    }
  });
});

describe('the customer asks to cancel a confirmed order', () => {
  it('records the request once, emails the business, and the Orders tab finds it', async () => {
    const id = await placeOrder(ada, MON_14);
    await confirm(id);
    const response = await askToCancel(ada, id);
    expect(response.statusCode).toBe(200);
    expectAnswerMatchesOpenApi(askToCancelMyOrder, response);
    const asked = response.json<Order>();
    expect(asked).toMatchObject({ id, status: 'confirmed', cancelRequestedAt: NOW.toISOString() });
    expect(await customerEvents(id)).toEqual([
      expect.objectContaining({ type: 'cancel_requested' }),
    ]);
    expect(await auditActions(id)).toContainEqual({
      action: 'order.cancel_requested',
      actor: 'customer',
    });
    const notices = (await emailsOf(id)).filter(
      (e) => e.to === BUSINESS && /asks to cancel/.test(e.subject),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe(`The customer asks to cancel order #${id} - Ada Lovelace`);
    expect(notices[0]!.text).toContain(
      'The order stands until you decide: cancel it from the Orders tab, or call the customer.',
    );

    const again = await askToCancel(ada, id);
    expect(again.statusCode).toBe(200);
    expect(again.json<Order>().cancelRequestedAt).toBe(NOW.toISOString());
    expect(
      (await emailsOf(id)).filter((e) => e.to === BUSINESS && /asks to cancel/.test(e.subject)),
    ).toHaveLength(1);

    const listed = await adminCall('GET', '/api/orders?cancelRequested=true');
    expect(listed.statusCode).toBe(200);
    expect(listed.json<Page<AdminOrder>>().items.map((o) => o.id)).toContain(id);

    // The business cancels through its own path; the request is answered and leaves the list.
    const cancelled = await adminCall('PATCH', `/api/orders/${id}/status`, { status: 'cancelled' });
    expect(cancelled.statusCode).toBe(200);
    const after = await adminCall('GET', '/api/orders?cancelRequested=true');
    expect(after.json<Page<AdminOrder>>().items.map((o) => o.id)).not.toContain(id);
  });

  it("refuses a pending order and someone else's, changing nothing", async () => {
    const pending = await placeOrder(ada, MON_14);
    const confirmed = await placeOrder(ada, MON_14);
    await confirm(confirmed);
    const before = await Promise.all([pending, confirmed].map(snapshot));
    const refused = await askToCancel(ada, pending);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: `Order #${pending} is not confirmed yet: cancel it yourself instead.`,
    });
    expect((await askToCancel(bea, confirmed)).statusCode).toBe(404);
    expect(await Promise.all([pending, confirmed].map(snapshot))).toEqual(before);
    const bad = await adminCall('GET', '/api/orders?cancelRequested=yes');
    expect(bad.statusCode).toBe(400);
  });
});

describe('the customer moves their booked day', () => {
  it('moves it to a free day outside the notice, with history, audit and an email', async () => {
    const id = await placeOrder(ada, THU_10);
    await confirm(id);
    const [onTenth, onFifteenth] = [await tonnesOn(THU_10), await tonnesOn(TUE_15)];
    const response = await moveDay(ada, id, TUE_15);
    expect(response.statusCode).toBe(200);
    expectAnswerMatchesOpenApi(moveMyBookedDay, response);
    expect(response.json<Order>().delivery.bookedDate).toBe(TUE_15);
    expect([await tonnesOn(THU_10), await tonnesOn(TUE_15)]).toEqual([
      onTenth - 2,
      onFifteenth + 2,
    ]);
    expect(await customerEvents(id)).toEqual([
      expect.objectContaining({
        type: 'delivery_day_moved',
        oldValue: THU_10,
        newValue: TUE_15,
      }),
    ]);
    expect(await auditActions(id)).toContainEqual({
      action: 'order.delivery_day_moved',
      actor: 'customer',
    });
    const mail = (await emailsOf(id)).at(-1)!;
    expect(mail.to).toBe(ada.customer.email);
    expect(mail.subject).toBe(
      `Order #${id}: delivery now Tuesday 15 December - ${site.tradingName}`,
    );
    expect(mail.text).toContain('As you asked, we have moved the delivery of your 2 tonnes of');
    expect(mail.text).toContain('from Thursday 10 December to Tuesday 15 December.');

    // Earlier again, to a day outside the notice.
    const earlier = await moveDay(ada, id, MON_7);
    expect(earlier.statusCode).toBe(200);
    expect(earlier.json<Order>().delivery.bookedDate).toBe(MON_7);
  });

  it('refuses a full day, a day inside the notice, a booked day inside it, and others', async () => {
    const id = await placeOrder(ada, THU_10);
    // Another customer takes the whole lorry on Monday 14th.
    await placeOrder(bea, MON_14, 20 - (await tonnesOn(MON_14)));
    const near = await placeOrder(ada, THU_10);
    const moved = await adminCall('PUT', `/api/orders/${near}/booked-day`, { date: THU_3 });
    expect(moved.statusCode).toBe(200);
    const scheduled = await placeOrder(ada, THU_10);
    await confirm(scheduled);
    const planned = await adminCall('POST', '/api/deliveries/schedule', {
      orderIds: [scheduled],
      date: THU_10,
      slot: 'am',
    });
    expect(planned.statusCode).toBe(200);
    const ids = [id, near, scheduled];
    const before = await Promise.all(ids.map(snapshot));

    const full = await moveDay(ada, id, MON_14);
    expect(full.statusCode).toBe(409);
    expectAnswerMatchesOpenApi(moveMyBookedDay, full);
    expect(full.json().message).toMatch(/Monday 14 December/);

    const tooSoon = await moveDay(ada, id, THU_3);
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json()).toEqual({
      message:
        "We need 3 working days' notice: the earliest day you can move it to is Friday 4 December.",
    });

    const nearRefused = await moveDay(ada, near, TUE_15);
    expect(nearRefused.statusCode).toBe(409);
    expect(nearRefused.json()).toEqual({
      message:
        'Your delivery on Thursday 3 December is less than 3 working days away: call us to change it.',
    });

    const plannedRefused = await moveDay(ada, scheduled, TUE_15);
    expect(plannedRefused.statusCode).toBe(409);
    expect(plannedRefused.json()).toEqual({
      message: `Order #${scheduled} is already planned for delivery: call us to change its day.`,
    });

    expect((await moveDay(bea, id, TUE_15)).statusCode).toBe(404);
    expect((await moveDay(null, id, TUE_15)).statusCode).toBe(401);
    const notADay = await moveDay(ada, id, '2026-12-16');
    expect(notADay.statusCode).toBe(400);
    expect(await Promise.all(ids.map(snapshot))).toEqual(before);
  });
});
