import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { orders } from '../orders/orders-view.ts';
import { bumpLinkVersion } from '../orders/order-writes.ts';

/** When the order's status or delivery status last changed to `value`, as a subquery. */
// Written out: drizzle leaves a single-table select's columns unqualified, which inside the
// subquery would name the event's own columns.
const lastChangedTo = (field: string, value: string) =>
  sql<Date | string | null>`(select max(e.created_at) from order_events e
    where e.order_id = orders.id and e.field = ${field} and e.new_value = ${value})`;

/** The only SQL for the standing of an order's email links. */
export function createOrderLinksRepo(db: Database) {
  return {
    /** What decides whether the order's links still work; null for no such order. */
    async standing(orderId: number) {
      const [row] = await db
        .select({
          status: orders.status,
          deliveryStatus: orders.deliveryStatus,
          linkVersion: orders.linkVersion,
          deliveredAt: lastChangedTo('deliveryStatus', 'delivered'),
          cancelledAt: lastChangedTo('status', 'cancelled'),
        })
        .from(orders)
        .where(eq(orders.id, orderId));
      if (!row) return null;
      // A subquery's timestamp arrives as text from either driver.
      const at = (value: Date | string | null) => (value === null ? null : new Date(value));
      return { ...row, deliveredAt: at(row.deliveredAt), cancelledAt: at(row.cancelledAt) };
    },

    /** Each order's current link version, for the links about to be made. */
    async versions(orderIds: number[]): Promise<Map<number, number>> {
      if (orderIds.length === 0) return new Map();
      const rows = await db
        .select({ id: orders.id, linkVersion: orders.linkVersion })
        .from(orders)
        .where(inArray(orders.id, orderIds));
      return new Map(rows.map((row) => [row.id, row.linkVersion]));
    },

    /** Moves the order to a new link version; null for no such order. */
    async bumpVersion(orderId: number): Promise<number | null> {
      return bumpLinkVersion(db, orderId);
    },
  };
}
