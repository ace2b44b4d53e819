import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { OrderListFilters } from '#shared/schemas/admin';
import type { Database } from '#server/db/client';
import { staff } from '../admin/admin.tables.ts';
import { orderEvents, orders } from './orders.tables.ts';
import { containsText, totalFromPage } from '#server/db/search';
import { orderColumns, type OrderRow } from './order-row.ts';
import type { NewOrderRow } from './orders.repo.ts';

export type OrderEventRow = typeof orderEvents.$inferSelect;
/** An event with the name of the back-office person who made it, if one did. */
export type OrderEventWithPerson = OrderEventRow & { staffName: string | null };
/** What the back office may change on an order. */
export type OrderChanges = Partial<Omit<NewOrderRow, 'id' | 'createdAt' | 'updatedAt'>>;

/** The back office's SQL for orders: the searchable list, locked edits, the event history. */
export function createOrdersAdminRepo(db: Database) {
  return {
    /**
     * One page, newest first (orders_created_at_idx), and the number of matches. A search
     * goes through the trigram index on search_text (migration 0002).
     */
    async list(
      query: OrderListFilters & { search: string; limit: number; offset: number },
    ): Promise<{ rows: OrderRow[]; total: number }> {
      const where = and(
        query.search ? containsText(orders.searchText, query.search) : undefined,
        ...filterConditions(query),
      );
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

    /** The orders, locked in id order (so two bulk changes never deadlock); missing ids are absent. */
    lockByIds(ids: number[]): Promise<OrderRow[]> {
      return db
        .select(orderColumns)
        .from(orders)
        .where(inArray(orders.id, ids))
        .orderBy(asc(orders.id))
        .for('update');
    },

    /**
     * Orders placed as a guest with this email (compared in lower case), not erased, oldest
     * first; with `ids`, only those of them. `lock` holds them until the transaction ends.
     */
    guestOrders(
      email: string,
      { ids, lock = false }: { ids?: readonly number[]; lock?: boolean } = {},
    ): Promise<OrderRow[]> {
      const query = db
        .select(orderColumns)
        .from(orders)
        .where(
          and(
            isNull(orders.customerId),
            isNull(orders.anonymisedAt),
            sql`lower(${orders.email}) = ${email.toLowerCase()}`,
            ids ? inArray(orders.id, [...ids]) : undefined,
          ),
        )
        .orderBy(asc(orders.id));
      return lock ? query.for('update') : query;
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

    /** Oldest first: ids follow the order the events were written in; with who made each. */
    listEvents(orderId: number): Promise<OrderEventWithPerson[]> {
      return db
        .select({ ...getTableColumns(orderEvents), staffName: staff.name })
        .from(orderEvents)
        .leftJoin(staff, eq(staff.id, orderEvents.staffId))
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.id));
    },
  };
}

/** The start of a UK calendar day (YYYY-MM-DD), whatever the database server's time zone. */
const ukDayStart = (day: string, daysLater = 0): SQL =>
  sql`((${day}::date + ${daysLater}::int)::timestamp at time zone 'Europe/London')`;

function filterConditions(filters: OrderListFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.paymentStatus) conditions.push(eq(orders.paymentStatus, filters.paymentStatus));
  // Only a confirmed order's delivery is planned (the Deliveries tab's rule): for the open
  // statuses the partial index orders_open_deliveries_idx holds every match.
  if (filters.deliveryStatus) {
    conditions.push(
      eq(orders.status, 'confirmed'),
      eq(orders.deliveryStatus, filters.deliveryStatus),
    );
  }
  if (filters.cancelRequested) {
    // Served by orders_cancel_requested_idx: the requests still waiting for the business.
    conditions.push(
      sql`${orders.cancelRequestedAt} is not null`,
      sql`${orders.status} <> 'cancelled'`,
    );
  }
  if (filters.from) conditions.push(sql`${orders.createdAt} >= ${ukDayStart(filters.from)}`);
  if (filters.to) conditions.push(sql`${orders.createdAt} < ${ukDayStart(filters.to, 1)}`);
  return conditions;
}
