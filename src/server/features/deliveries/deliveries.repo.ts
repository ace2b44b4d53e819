import { and, asc, desc, eq, inArray, isNotNull, ne, or, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { orderEvents, orders } from '#server/db/schema';
import type { DeliveriesQuery } from '#shared/schemas/delivery';
import { orderColumns, type OrderRow } from '../orders/orders.repo.ts';

export type DeliveryChanges = Partial<
  Pick<
    typeof orders.$inferInsert,
    'deliveryStatus' | 'deliveryDate' | 'deliverySlot' | 'deliveryFailureReason'
  >
>;
export type NewDeliveryEvent = typeof orderEvents.$inferInsert;

/** The delivery planning's SQL: the open deliveries, locked changes, their events. */
export function createDeliveriesRepo(db: Database) {
  return {
    /**
     * Confirmed orders not yet delivered (orders_open_deliveries_idx), by date then postcode:
     * only the columns a planner or driver needs.
     */
    openDeliveries(filters: DeliveriesQuery) {
      const where: SQL[] = [eq(orders.status, 'confirmed'), ne(orders.deliveryStatus, 'delivered')];
      if (filters.region) where.push(eq(orders.region, filters.region));
      if (filters.form) where.push(eq(orders.deliveryForm, filters.form));
      return db
        .select({
          id: orders.id,
          firstName: orders.firstName,
          lastName: orders.lastName,
          companyName: orders.companyName,
          phone: orders.phone,
          addressLine1: orders.addressLine1,
          addressLine2: orders.addressLine2,
          city: orders.city,
          postcode: orders.postcode,
          region: orders.region,
          quantity: orders.quantity,
          deliveryForm: orders.deliveryForm,
          deliveryLorryLimit: orders.deliveryLorryLimit,
          deliveryHoseMetres: orders.deliveryHoseMetres,
          deliveryEarliestDate: orders.deliveryEarliestDate,
          deliveryAccessNotes: orders.deliveryAccessNotes,
          deliveryStatus: orders.deliveryStatus,
          deliveryDate: orders.deliveryDate,
          deliverySlot: orders.deliverySlot,
          deliveryFailureReason: orders.deliveryFailureReason,
        })
        .from(orders)
        .where(and(...where))
        .orderBy(asc(orders.deliveryDate), asc(orders.postcode), asc(orders.id));
    },

    /** The orders, locked until the transaction ends, in id order (no deadlock between two). */
    lockMany(ids: number[]): Promise<OrderRow[]> {
      return db
        .select(orderColumns)
        .from(orders)
        .where(inArray(orders.id, ids))
        .orderBy(asc(orders.id))
        .for('update');
    },

    update(ids: number[], changes: DeliveryChanges, updatedAt: Date): Promise<OrderRow[]> {
      return db
        .update(orders)
        .set({ ...changes, updatedAt })
        .where(inArray(orders.id, ids))
        .returning(orderColumns);
    },

    async addEvents(events: NewDeliveryEvent[]): Promise<void> {
      if (events.length > 0) await db.insert(orderEvents).values(events);
    },

    /** The customer's latest order that said anything about its delivery. */
    async lastDeliveryDetails(customerId: number) {
      const [row] = await db
        .select({
          form: orders.deliveryForm,
          lorryLimit: orders.deliveryLorryLimit,
          hoseMetres: orders.deliveryHoseMetres,
          accessNotes: orders.deliveryAccessNotes,
        })
        .from(orders)
        .where(
          and(
            eq(orders.customerId, customerId),
            or(
              isNotNull(orders.deliveryForm),
              isNotNull(orders.deliveryLorryLimit),
              isNotNull(orders.deliveryAccessNotes),
            ),
          ),
        )
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(1);
      return row ?? null;
    },
  };
}
