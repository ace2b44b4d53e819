import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AreaTotal } from '#domain/delivery-plan';
import type { Database } from '#server/db/client';
import { insertByColumns } from '#server/db/insert-by-columns';
import { orderEvents } from '../orders/orders.tables.ts';
import { orders } from '../orders/orders-view.ts';
import { changeDeliveries, type OrderDeliveryChanges } from '../orders/order-writes.ts';
import {
  UNSCHEDULED,
  type DeliveriesQuery,
  type DeliveryDropsQuery,
} from '#shared/schemas/delivery';
import { orderColumns, type OrderRow } from '../orders/order-row.ts';

export type NewDeliveryEvent = Required<Omit<typeof orderEvents.$inferInsert, 'id'>>;

/** Confirmed orders not yet delivered (orders_open_deliveries_idx), with the board's filters. */
function openDeliveries(filters: DeliveriesQuery): SQL | undefined {
  return and(
    eq(orders.status, 'confirmed'),
    ne(orders.deliveryStatus, 'delivered'),
    filters.region ? eq(orders.region, filters.region) : undefined,
    filters.form ? eq(orders.deliveryForm, filters.form) : undefined,
  );
}

/** The delivery planning's SQL: the open deliveries, locked changes, their events. */
export function createDeliveriesRepo(db: Database) {
  return {
    /** The open deliveries' drops and tonnes by date and postcode area, from the index alone. */
    async areaTotals(filters: DeliveriesQuery): Promise<AreaTotal[]> {
      const rows = await db
        .select({
          date: orders.deliveryDate,
          area: orders.postcodeArea,
          drops: sql<number>`count(*)::int`,
          tonnes: sql<string>`sum(${orders.quantity})`,
        })
        .from(orders)
        .where(openDeliveries(filters))
        .groupBy(orders.deliveryDate, orders.postcodeArea);
      return rows.map((row) => ({ ...row, tonnes: Number(row.tonnes) }));
    },

    /**
     * One day's open deliveries (or one postcode area's that day), by area then postcode:
     * only the columns a planner or driver needs, with the order's money for what to collect.
     */
    drops(query: DeliveryDropsQuery) {
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
          deliveryBookedDate: orders.deliveryBookedDate,
          deliveryAccessNotes: orders.deliveryAccessNotes,
          deliveryStatus: orders.deliveryStatus,
          deliveryDate: orders.deliveryDate,
          deliverySlot: orders.deliverySlot,
          deliveryFailureReason: orders.deliveryFailureReason,
          deliveryEarlyReason: orders.deliveryEarlyReason,
          status: orders.status,
          totalPrice: orders.totalPrice,
          amountReceived: orders.amountReceived,
          amountRefunded: orders.amountRefunded,
          amountWrittenOff: orders.amountWrittenOff,
        })
        .from(orders)
        .where(
          and(
            openDeliveries(query),
            query.date === UNSCHEDULED
              ? isNull(orders.deliveryDate)
              : eq(orders.deliveryDate, query.date),
            query.area ? eq(orders.postcodeArea, query.area) : undefined,
          ),
        )
        .orderBy(asc(orders.postcodeArea), asc(orders.postcode), asc(orders.id));
    },

    /** The orders as they stand, unlocked: what to check before the transaction. */
    readMany(ids: number[]): Promise<OrderRow[]> {
      return db.select(orderColumns).from(orders).where(inArray(orders.id, ids));
    },

    /** Nothing returned: the caller knows each row as written (locked, then these changes). */
    async update(ids: number[], changes: OrderDeliveryChanges, updatedAt: Date): Promise<void> {
      await changeDeliveries(db, ids, changes, updatedAt);
    },

    async addEvents(events: NewDeliveryEvent[]): Promise<void> {
      await insertByColumns(db, orderEvents, events);
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
