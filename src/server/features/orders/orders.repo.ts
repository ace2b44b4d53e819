import { and, desc, eq, sql } from 'drizzle-orm';
import type { IdempotencyKey } from '#domain/idempotency';
import type { Database } from '#server/db/client';
import { orderColumns, type OrderRow } from './order-row.ts';
import { orderEvents, orders } from './orders.tables.ts';

export type NewOrderRow = typeof orders.$inferInsert;
export type NewOrderEvent = typeof orderEvents.$inferInsert;

export function createOrdersRepo(db: Database) {
  return {
    /** Ids for orders about to be written, so each can be told apart in a batch. */
    async reserveIds(count: number): Promise<number[]> {
      const rows = await db
        .select({ id: sql<number>`nextval(pg_get_serial_sequence('orders', 'id'))::int` })
        .from(sql`generate_series(1, ${count})`);
      return rows.map((row) => row.id);
    },

    /**
     * Answers the rows written: an order whose idempotency key is taken already in its source
     * (by an earlier order, or by another one in this batch) is left out. A concurrent writer
     * with the same key waits on the unique index until the first commits, then writes nothing.
     */
    insertNew(values: NewOrderRow[]): Promise<OrderRow[]> {
      return db
        .insert(orders)
        .values(values)
        .onConflictDoNothing({ target: [orders.idempotencySource, orders.idempotencyKey] })
        .returning(orderColumns);
    },

    async findByIdempotencyKey({
      source,
      key,
    }: IdempotencyKey): Promise<{ order: OrderRow; requestHash: string | null } | null> {
      const [row] = await db
        .select({ order: orderColumns, requestHash: orders.requestHash })
        .from(orders)
        .where(and(eq(orders.idempotencySource, source), eq(orders.idempotencyKey, key)));
      return row ?? null;
    },

    async addEvents(events: NewOrderEvent[]): Promise<void> {
      if (events.length > 0) await db.insert(orderEvents).values(events);
    },

    async findById(id: number): Promise<OrderRow | null> {
      const [row] = await db.select(orderColumns).from(orders).where(eq(orders.id, id));
      return row ?? null;
    },

    /** A customer's orders, newest first (id breaks ties within one instant). */
    listByCustomer(customerId: number): Promise<OrderRow[]> {
      return db
        .select(orderColumns)
        .from(orders)
        .where(eq(orders.customerId, customerId))
        .orderBy(desc(orders.createdAt), desc(orders.id));
    },
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
