import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { LedgerListFilters, LedgerState } from '#shared/schemas/ledger';
import type { Database } from '#server/db/client';
import { orders } from '#server/db/schema';
import { containsText } from '#server/db/search';
import { ledgerOrderColumns, type LedgerOrderRow, type LedgerRow } from './ledger.repo.ts';

// The conditions repeat the partial indexes' predicates word for word (migration 0014:
// orders_money_held_idx, orders_balance_due_idx), with literals rather than parameters, so
// the planner can prove them and read only the orders that have money.
const HOLDS_MONEY = sql.raw('orders.amount_received > 0');
const BALANCE_DUE = sql.raw(
  "orders.status = 'confirmed' and orders.total_price > orders.amount_received - orders.amount_refunded",
);
const HELD = sql.raw('(orders.amount_received - orders.amount_refunded)');
const DUE = sql.raw("(case when orders.status = 'cancelled' then 0 else orders.total_price end)");
const REFUND_OWED = sql`(${HOLDS_MONEY} and ${HELD} > ${DUE})`;

const STATE_CONDITIONS: Record<LedgerState, SQL> = {
  all: sql`((${HOLDS_MONEY}) or (${BALANCE_DUE}))`,
  received: HOLDS_MONEY,
  refund_owed: REFUND_OWED,
  balance_due: sql`(${BALANCE_DUE})`,
};

/** The start of a UK calendar day (YYYY-MM-DD), whatever the database server's time zone. */
const ukDayStart = (day: string, daysLater = 0): SQL =>
  sql`((${day}::date + ${daysLater}::int)::timestamp at time zone 'Europe/London')`;

function where(filters: LedgerListFilters): SQL | undefined {
  return and(
    STATE_CONDITIONS[filters.state],
    filters.search ? containsText(orders.searchText, filters.search) : undefined,
    filters.method
      ? sql`exists (select 1 from order_ledger l where l.order_id = orders.id and l.method = ${filters.method})`
      : undefined,
    filters.from ? sql`${orders.createdAt} >= ${ukDayStart(filters.from)}` : undefined,
    filters.to ? sql`${orders.createdAt} < ${ukDayStart(filters.to, 1)}` : undefined,
  );
}

export type LedgerListRow = LedgerOrderRow & { methods: LedgerRow['method'][] };

export interface LedgerSums {
  orders: number;
  received: string;
  refunded: string;
  refundOwed: string;
  balanceDue: string;
}

/** The Payments tab's SQL: a page of orders with money, and the sums of all that match. */
export function createLedgerListRepo(db: Database) {
  return {
    /** Newest order first. */
    page(filters: LedgerListFilters, limit: number, offset: number): Promise<LedgerListRow[]> {
      return db
        .select({
          ...ledgerOrderColumns,
          methods: sql<LedgerRow['method'][]>`array(
            select distinct l.method from order_ledger l where l.order_id = ${orders.id} order by 1)`,
        })
        .from(orders)
        .where(where(filters))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit)
        .offset(offset);
    },

    /** The figures of every matching order, in one pass. */
    async sums(filters: LedgerListFilters): Promise<LedgerSums> {
      const [row] = await db
        .select({
          orders: sql<number>`count(*)::int`,
          received: sql<string>`coalesce(sum(${orders.amountReceived}), 0)::numeric(12,2)::text`,
          refunded: sql<string>`coalesce(sum(${orders.amountRefunded}), 0)::numeric(12,2)::text`,
          refundOwed: sql<string>`coalesce(sum(greatest(${HELD} - ${DUE}, 0)), 0)::numeric(12,2)::text`,
          balanceDue: sql<string>`coalesce(sum(greatest(${DUE} - ${HELD}, 0)), 0)::numeric(12,2)::text`,
        })
        .from(orders)
        .where(where(filters));
      return (
        row ?? {
          orders: 0,
          received: '0.00',
          refunded: '0.00',
          refundOwed: '0.00',
          balanceDue: '0.00',
        }
      );
    },
  };
}
