import { and, asc, eq, inArray } from 'drizzle-orm';
import { deliveryOutcomes } from '../deliveries/deliveries.tables.ts';
import type { Database } from '#server/db/client';
import { insertByColumns } from '#server/db/insert-by-columns';
import { orderEvents } from '../orders/orders.tables.ts';
import { orderTrackingTokens } from './tracking.tables.ts';
import { orders } from '../orders/orders-view.ts';

/** The fields that say which step of its journey an order has reached. */
export const PROGRESS_FIELDS = ['status', 'deliveryStatus'] as const;

/** The only SQL for tracking links; a token is kept as its SHA-256 alone. */
export function createTrackingRepo(db: Database) {
  return {
    async insert(
      rows: { tokenHash: string; orderId: number; createdAt: Date; linkVersion: number }[],
    ): Promise<void> {
      await insertByColumns(db, orderTrackingTokens, rows);
    },

    /** The order a token belongs to: only what its tracking page shows. */
    async findOrder(tokenHash: string) {
      const [row] = await db
        .select({
          id: orders.id,
          firstName: orders.firstName,
          quantity: orders.quantity,
          city: orders.city,
          postcode: orders.postcode,
          createdAt: orders.createdAt,
          status: orders.status,
          deliveryStatus: orders.deliveryStatus,
          deliveryDate: orders.deliveryDate,
          deliveryBookedDate: orders.deliveryBookedDate,
          deliverySlot: orders.deliverySlot,
          deliveryFailureReason: orders.deliveryFailureReason,
          tokenLinkVersion: orderTrackingTokens.linkVersion,
        })
        .from(orderTrackingTokens)
        .innerJoin(orders, eq(orders.id, orderTrackingTokens.orderId))
        .where(eq(orderTrackingTokens.tokenHash, tokenHash));
      return row ?? null;
    },

    /** The order's recorded delivery: when and how much; null when none was recorded. */
    async deliveredDrop(orderId: number) {
      const [row] = await db
        .select({ at: deliveryOutcomes.occurredAt, tonnes: deliveryOutcomes.deliveredTonnes })
        .from(deliveryOutcomes)
        .where(
          and(eq(deliveryOutcomes.orderId, orderId), eq(deliveryOutcomes.outcome, 'delivered')),
        );
      return row?.tonnes ? { at: row.at.toISOString(), tonnes: row.tonnes } : null;
    },

    /** Each change of the order's status or delivery status, oldest first. */
    progressEvents(orderId: number) {
      return db
        .select({ newValue: orderEvents.newValue, createdAt: orderEvents.createdAt })
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, orderId), inArray(orderEvents.field, PROGRESS_FIELDS)))
        .orderBy(asc(orderEvents.id));
    },
  };
}
