import { desc, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { orderEvents, orders } from '#server/db/schema';

// Every column but search_text, which exists only for the back office's search index.
const { searchText: _searchText, ...columns } = getTableColumns(orders);
export const orderColumns = columns;

export type OrderRow = Omit<typeof orders.$inferSelect, 'searchText'>;
export type NewOrderRow = typeof orders.$inferInsert;
export type NewOrderEvent = typeof orderEvents.$inferInsert;

export function createOrdersRepo(db: Database) {
  return {
    async insert(values: NewOrderRow): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(values).returning(orderColumns);
      if (!row) throw new Error('Order insert returned no row');
      return row;
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
