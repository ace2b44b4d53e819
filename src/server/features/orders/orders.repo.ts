import { desc, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { orderEvents, orders } from '#server/db/schema';

// The order as the shop shows it: not the back office's search column, nor the bookkeeping
// that makes a checkout submission idempotent.
const {
  searchText: _searchText,
  idempotencyKey: _idempotencyKey,
  requestHash: _requestHash,
  ...columns
} = getTableColumns(orders);
export const orderColumns = columns;

export type OrderRow = Omit<
  typeof orders.$inferSelect,
  'searchText' | 'idempotencyKey' | 'requestHash'
>;
export type NewOrderRow = typeof orders.$inferInsert;
export type NewOrderEvent = typeof orderEvents.$inferInsert;

export function createOrdersRepo(db: Database) {
  return {
    /**
     * Null when an order already holds this idempotency key. A concurrent submission with the
     * same key waits on the unique index until the first commits, then inserts nothing.
     */
    async insertOnce(values: NewOrderRow): Promise<OrderRow | null> {
      const [row] = await db
        .insert(orders)
        .values(values)
        .onConflictDoNothing({ target: orders.idempotencyKey })
        .returning(orderColumns);
      return row ?? null;
    },

    async findByIdempotencyKey(
      key: string,
    ): Promise<{ order: OrderRow; requestHash: string | null } | null> {
      const [row] = await db
        .select({ order: orderColumns, requestHash: orders.requestHash })
        .from(orders)
        .where(eq(orders.idempotencyKey, key));
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
