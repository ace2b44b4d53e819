import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { orderEvents, orders } from '#server/db/schema';
import { containsText, totalFromPage } from '#server/db/search';
import { orderColumns, type NewOrderRow, type OrderRow } from './orders.repo.ts';

export type OrderEventRow = typeof orderEvents.$inferSelect;
/** What the back office may change on an order. */
export type OrderChanges = Partial<Omit<NewOrderRow, 'id' | 'createdAt' | 'updatedAt'>>;

/** The back office's SQL for orders: the searchable list, locked edits, the event history. */
export function createOrdersAdminRepo(db: Database) {
  return {
    /**
     * One page, newest first (orders_created_at_idx), and the number of matches. A search
     * goes through the trigram index on search_text (migration 0002).
     */
    async list(query: {
      search: string;
      limit: number;
      offset: number;
    }): Promise<{ rows: OrderRow[]; total: number }> {
      const where = query.search ? containsText(orders.searchText, query.search) : undefined;
      const newestFirst = [desc(orders.createdAt), desc(orders.id)];
      // The page's ids first (without a search, an index-only scan however deep the page),
      // then only those rows are read.
      const pageIds = db
        .select({ id: orders.id })
        .from(orders)
        .where(where)
        .orderBy(...newestFirst)
        .limit(query.limit)
        .offset(query.offset);
      const rows = await db
        .select(orderColumns)
        .from(orders)
        .where(inArray(orders.id, pageIds))
        .orderBy(...newestFirst);
      const known = totalFromPage(rows.length, query.limit, query.offset);
      if (known !== null) return { rows, total: known };
      const [counted] = await db.select({ n: count() }).from(orders).where(where);
      return { rows, total: counted?.n ?? 0 };
    },

    /** The order, locked until the transaction ends, so two edits never interleave. */
    async lockById(id: number): Promise<OrderRow | null> {
      const [row] = await db
        .select(orderColumns)
        .from(orders)
        .where(eq(orders.id, id))
        .for('update');
      return row ?? null;
    },

    async update(id: number, changes: OrderChanges, updatedAt: Date): Promise<OrderRow | null> {
      const [row] = await db
        .update(orders)
        .set({ ...changes, updatedAt })
        .where(eq(orders.id, id))
        .returning(orderColumns);
      return row ?? null;
    },

    /** Oldest first: ids follow the order the events were written in. */
    listEvents(orderId: number): Promise<OrderEventRow[]> {
      return db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.id));
    },
  };
}
