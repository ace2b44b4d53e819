import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '#server/features/audit/audit.tables';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { orderEvents, orders } from '#server/features/orders/orders.tables';
import { orderTrackingTokens } from '#server/features/tracking/tracking.tables';
import { createTestApp, type TestApp } from '#test-support/test-app';
import type { PlacedOrder } from './order-bus.ts';

let t: TestApp;
/** What the test's own subscriber does on order.placed, after every module's subscriber. */
let onPlaced: (placed: PlacedOrder[], seen: (table: Rows) => Promise<number>) => Promise<void>;
type Rows =
  | typeof orders
  | typeof emailOutbox
  | typeof orderTrackingTokens
  | typeof orderEvents
  | typeof auditLog;

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false } });
  // Subscribed last, as a module registered after the others would be.
  t.orderEvents.on('order.placed', 'records', async (tx, { placed }) => {
    const seen = async (table: Rows) => (await tx.select({ n: count() }).from(table))[0]!.n;
    await onPlaced(placed, seen);
  });
});
afterAll(async () => t.close());

const guestOrder = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '01632 960123',
  addressLine1: '12 Station Road',
  city: 'Scunthorpe',
  postcode: 'DN15 8QA',
  region: 'Doncaster',
  quantity: 2,
  unitPrice: '289.00',
  totalPrice: '606.90',
};

const place = () => t.app.inject({ method: 'POST', url: '/api/orders', payload: guestOrder });
const rows = async (table: Rows) => (await t.database.db.select({ n: count() }).from(table))[0]!.n;

describe('order.placed subscribers', () => {
  beforeEach(async () => {
    await t.database.db.delete(orders);
    await t.database.db.delete(emailOutbox);
  });

  it("run inside the order's transaction, seeing what it and earlier subscribers wrote", async () => {
    const seenBySubscriber: Record<string, number> = {};
    onPlaced = async (placed, seen) => {
      expect(placed.map((p) => p.order.email)).toEqual(['ada@example.com']);
      seenBySubscriber.orders = await seen(orders);
      seenBySubscriber.history = await seen(orderEvents);
      seenBySubscriber.links = await seen(orderTrackingTokens);
      seenBySubscriber.emails = await seen(emailOutbox);
    };
    const response = await place();
    expect(response.statusCode).toBe(201);
    // The order, its first history event, its tracking link and its two emails.
    expect(seenBySubscriber).toEqual({ orders: 1, history: 1, links: 1, emails: 2 });
  });

  it('roll the whole placement back when one of them fails', async () => {
    const auditBefore = await rows(auditLog);
    onPlaced = async () => {
      throw new Error('a subscriber failed');
    };
    const response = await place();
    expect(response.statusCode).toBe(500);
    expect(await rows(orders)).toBe(0);
    expect(await rows(orderEvents)).toBe(0);
    expect(await rows(orderTrackingTokens)).toBe(0);
    expect(await rows(emailOutbox)).toBe(0);
    expect(await rows(auditLog)).toBe(auditBefore);

    // The next placement, with the subscriber well again, goes through whole.
    onPlaced = async () => {};
    expect((await place()).statusCode).toBe(201);
    expect(await rows(orders)).toBe(1);
  });
});
