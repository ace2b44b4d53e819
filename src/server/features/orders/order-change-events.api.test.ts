import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ukDate } from '#domain/uk-date';
import type { OrderStatusAnswer } from '#shared/schemas/order-edit';
import { auditLog } from '#server/features/audit/audit.tables';
import { invoices } from '#server/features/invoices/invoices.tables';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { orderEvents, orders } from '#server/features/orders/orders.tables';
import { signInAdmin } from '#test-support/admin';
import { orderFor, registerCustomer } from '#test-support/customers';
import { invoiceScenario } from '#test-support/invoices';
import { adminSetStatus } from '#test-support/payment-orders';
import { recordMoney } from '#test-support/placed-orders';
import { createTestApp, type TestApp } from '#test-support/test-app';
import type { OrderEventName } from './order-bus.ts';

let t: TestApp;
let admin: string;
let scenario: ReturnType<typeof invoiceScenario>;

/** The event the test's own subscriber throws on, after every module's subscriber; or none. */
let failOn: OrderEventName | null = null;
/** The orders each watched event was told of, once per emit. */
let told: Partial<Record<OrderEventName, number[]>> = {};

const WATCHED = ['order.status-changed', 'order.cancelled', 'order.delivered'] as const;

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false } });
  admin = await signInAdmin(t.app);
  scenario = invoiceScenario(t, admin);
  await scenario.setVatSettings();
  for (const name of WATCHED) {
    // The last stage, as a module subscribed after the others would be: everything else
    // the change does is written when it runs.
    t.orderEvents.on(name, 'records', async (_tx, event) => {
      (told[name] ??= []).push(event.orderId);
      if (failOn === name) throw new Error(`a subscriber of ${name} failed`);
    });
  }
});
afterAll(async () => t.close());
beforeEach(() => {
  failOn = null;
  told = {};
});

const rowsFor = async (
  table: typeof emailOutbox | typeof invoices | typeof orderEvents,
  orderId: number,
) =>
  (await t.database.db.select({ n: count() }).from(table).where(eq(table.orderId, orderId)))[0]!.n;
const auditRows = async () => (await t.database.db.select({ n: count() }).from(auditLog))[0]!.n;

/** What a change rolled back must leave exactly as it was. */
async function everything(orderId: number) {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  return {
    status: order!.status,
    paymentStatus: order!.paymentStatus,
    paymentIssue: order!.paymentIssue,
    updatedAt: order!.updatedAt,
    emails: await rowsFor(emailOutbox, orderId),
    documents: await rowsFor(invoices, orderId),
    history: await rowsFor(orderEvents, orderId),
    audit: await auditRows(),
  };
}

/** A new customer's order, placed from their account. */
async function customerOrder(firstName: string) {
  const customer = await registerCustomer(t.app, { firstName });
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: customer.cookie },
    payload: orderFor(customer),
  });
  expect(placed.statusCode).toBe(201);
  return { customer, id: placed.json<{ id: number }>().id };
}

/** A confirmed guest order, invoiced and paid in full. */
async function paidOrder(): Promise<number> {
  const id = await scenario.placeOrder(null);
  expect((await scenario.confirm(id)).statusCode).toBe(200);
  await recordMoney(t, admin, id, { amount: '606.90' });
  return id;
}

describe("a failing subscriber of a change's events", () => {
  it('of order.status-changed rolls back the cancellation and what every other subscriber wrote', async () => {
    const id = await paidOrder();
    const before = await everything(id);
    expect(before).toMatchObject({ status: 'confirmed', documents: 1 });

    failOn = 'order.status-changed';
    expect((await adminSetStatus(t, admin, id, 'cancelled')).statusCode).toBe(500);
    expect(await everything(id)).toEqual(before);

    // Well again, the same cancellation does all of it: the ledger's refund owed (in the
    // answer too), the credit note, the customer's email and the audit entries.
    failOn = null;
    const cancelled = await adminSetStatus(t, admin, id, 'cancelled');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<OrderStatusAnswer>()).toMatchObject({
      status: 'cancelled',
      paymentIssue: 'refund_due',
    });
    const after = await everything(id);
    expect(after).toMatchObject({ status: 'cancelled', paymentIssue: 'refund_due', documents: 2 });
    expect(after.emails).toBeGreaterThan(before.emails);
    expect(after.history).toBeGreaterThan(before.history);
    expect(after.audit).toBeGreaterThan(before.audit);
  });

  it("of order.cancelled rolls back the customer's own cancel, their email and the business's notice", async () => {
    const { customer, id } = await customerOrder('Cleo');
    const cancel = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/customers/me/orders/${id}/cancel`,
        headers: { cookie: customer.cookie },
      });
    const before = await everything(id);

    failOn = 'order.cancelled';
    expect((await cancel()).statusCode).toBe(500);
    expect(await everything(id)).toEqual(before);

    failOn = null;
    expect((await cancel()).statusCode).toBe(200);
    const after = await everything(id);
    expect(after.status).toBe('cancelled');
    const notices = await t.database.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, id));
    expect(notices.map((n) => n.subject)).toContain(
      `Order #${id} cancelled by the customer - Cleo Lovelace`,
    );
  });
});

describe('order.cancelled and order.delivered', () => {
  it('are told once per order moved there, beside order.status-changed, and never for another move', async () => {
    const [a, b] = [await scenario.placeOrder(null), await scenario.placeOrder(null)];
    expect((await scenario.confirm(a)).statusCode).toBe(200);
    expect(told).toEqual({ 'order.status-changed': [a] });

    told = {};
    const bulk = await t.app.inject({
      method: 'PATCH',
      url: '/api/orders/status',
      headers: { cookie: admin },
      payload: { orderIds: [a, b], status: 'cancelled' },
    });
    expect(bulk.statusCode).toBe(200);
    expect(told).toEqual({ 'order.status-changed': [a, b], 'order.cancelled': [a, b] });

    // Cancelled again: no change, nothing told.
    told = {};
    expect((await adminSetStatus(t, admin, a, 'cancelled')).statusCode).toBe(200);
    expect(told).toEqual({});
  });

  it('order.delivered is told once when the delivery is made, and a failing subscriber rolls it back', async () => {
    const id = await scenario.placeOrder(null);
    expect((await scenario.confirm(id)).statusCode).toBe(200);
    // On its way today, as the lorry left this morning.
    await t.database.db
      .update(orders)
      .set({ deliveryStatus: 'out_for_delivery', deliveryDate: ukDate(new Date()) })
      .where(eq(orders.id, id));
    const move = (status: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/orders/${id}/delivery`,
        headers: { cookie: admin },
        payload: { status },
      });

    told = {};
    expect((await move('delivered')).statusCode).toBe(200);
    expect(told).toEqual({ 'order.delivered': [id] });

    // A failing subscriber rolls the delivery back too.
    await t.database.db
      .update(orders)
      .set({ deliveryStatus: 'out_for_delivery' })
      .where(eq(orders.id, id));
    failOn = 'order.delivered';
    expect((await move('delivered')).statusCode).toBe(500);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.deliveryStatus).toBe('out_for_delivery');
  });
});

describe('order.cancel-requested', () => {
  it("tells a customer's request once, its email and audit entry by subscribers; a failing one rolls it back", async () => {
    const { customer, id } = await customerOrder('Rhea');
    expect((await scenario.confirm(id)).statusCode).toBe(200);
    const asked: number[] = [];
    let fail = false;
    t.orderEvents.on('order.cancel-requested', 'records', async (_tx, { order }) => {
      asked.push(order.id);
      if (fail) throw new Error('a subscriber of order.cancel-requested failed');
    });
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/customers/me/orders/${id}/cancel-request`,
        headers: { cookie: customer.cookie },
      });
    const before = await everything(id);

    fail = true;
    expect((await ask()).statusCode).toBe(500);
    expect(await everything(id)).toEqual(before);
    const [unasked] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(unasked!.cancelRequestedAt).toBeNull();

    fail = false;
    expect((await ask()).statusCode).toBe(200);
    // Asking again answers the order as it is and tells nothing twice.
    expect((await ask()).statusCode).toBe(200);
    expect(asked).toEqual([id, id]);
    const notices = await t.database.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, id));
    expect(
      notices.filter((n) => n.subject.startsWith(`The customer asks to cancel order #${id}`)),
    ).toHaveLength(1);
    const entries = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(entries.filter((e) => e.action === 'order.cancel_requested')).toHaveLength(1);
  });
});

describe('order.delivery-changed', () => {
  it('tells the moves of the board once, its emails and audit entries by subscribers; a failing one rolls them back', async () => {
    const [a, b] = [await scenario.placeOrder(null), await scenario.placeOrder(null)];
    for (const id of [a, b]) expect((await scenario.confirm(id)).statusCode).toBe(200);
    const moved: number[][] = [];
    let fail = false;
    t.orderEvents.on('order.delivery-changed', 'records', async (_tx, { moves }) => {
      moved.push(moves.map(({ after }) => after.id));
      if (fail) throw new Error('a subscriber of order.delivery-changed failed');
    });
    // A weekday three weeks ahead: past any lead time.
    const day = new Date(Date.now() + 21 * 86_400_000);
    while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
    const schedule = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/deliveries/schedule',
        headers: { cookie: admin },
        payload: { orderIds: [a, b], date: ukDate(day), slot: 'am' },
      });
    const before = [await everything(a), await everything(b)];

    fail = true;
    expect((await schedule()).statusCode).toBe(500);
    expect([await everything(a), await everything(b)]).toEqual(before);

    fail = false;
    const answer = await schedule();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(moved).toEqual([
      [a, b],
      [a, b],
    ]);
    for (const id of [a, b]) {
      const entries = await t.database.db
        .select({ action: auditLog.action, after: auditLog.after })
        .from(auditLog)
        .where(eq(auditLog.entityId, String(id)));
      expect(entries.filter((e) => e.action === 'order.delivery_changed')).toEqual([
        {
          action: 'order.delivery_changed',
          after: expect.objectContaining({ deliveryStatus: 'scheduled' }),
        },
      ]);
      const emails = await t.database.db
        .select({ subject: emailOutbox.subject })
        .from(emailOutbox)
        .where(eq(emailOutbox.orderId, id));
      expect(emails.filter((e) => e.subject.startsWith(`Delivery of order #${id}:`))).toHaveLength(
        1,
      );
    }
  });
});
