import { and, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { LedgerListFilters, LedgerState } from '#shared/schemas/ledger';
import type { Database } from '#server/db/client';
import { orders } from '../orders/orders-view.ts';
import { containsText } from '#server/db/search';
import { ledgerOrderColumns, type LedgerOrderRow } from './ledger.repo.ts';

// The conditions repeat the partial indexes' predicates word for word (migrations 0014,
// 0015, 0034 and 0035: orders_money_held_idx, orders_balance_due_idx, orders_refund_owed_idx,
// orders_written_off_idx), as literals rather than parameters, so the planner can prove them. The first two indexes cover every
// column the sums read, so the totals of thousands of orders come from the index alone.
const HOLDS_MONEY = sql.raw('amount_received > 0');
const BALANCE_DUE = sql.raw(
  "status = 'confirmed' and total_price > amount_received - amount_refunded + greatest(amount_written_off, 0)",
);
const WRITTEN_OFF = sql.raw('amount_written_off <> 0');
const DUE = sql.raw("(case when status = 'cancelled' then 0 else total_price end)");
const HELD = sql.raw('(amount_received - amount_refunded)');
// A write-off closes the gap between what is due and what is held, never crosses it
// (#domain/ledger writeOffInForce): a balance given up counts only against a balance due, an
// overpayment kept only against a refund owed.
const GIVEN_UP = sql.raw('greatest(amount_written_off, 0)');
const KEPT = sql.raw('least(amount_written_off, 0)');
const REFUND_OWED = sql.raw(
  "amount_received > 0 and amount_received - amount_refunded + least(amount_written_off, 0) > case when status = 'cancelled' then 0 else total_price end",
);

/**
 * Each state as disjoint parts, one partial index each: "all" is the orders holding money, the
 * confirmed orders owing that have received nothing, and those written off with nothing
 * received and nothing still due.
 */
const STATE_PARTS: Record<LedgerState, SQL[]> = {
  all: [
    HOLDS_MONEY,
    sql`${BALANCE_DUE} and amount_received = 0`,
    sql`${WRITTEN_OFF} and amount_received = 0 and not (${BALANCE_DUE})`,
  ],
  received: [HOLDS_MONEY],
  refund_owed: [REFUND_OWED],
  balance_due: [BALANCE_DUE],
};

/** The start of a UK calendar day (YYYY-MM-DD), whatever the database server's time zone. */
const ukDayStart = (day: string, daysLater = 0): SQL =>
  sql`((${day}::date + ${daysLater}::int)::timestamp at time zone 'Europe/London')`;

/** The filters other than the state, as conditions on the orders. */
function narrowing(filters: LedgerListFilters): SQL[] {
  const conditions: (SQL | undefined)[] = [
    filters.search ? containsText(orders.searchText, filters.search) : undefined,
    filters.method ? sql`${orders.ledgerMethods} @> array[${filters.method}]::text[]` : undefined,
    filters.from ? sql`${orders.createdAt} >= ${ukDayStart(filters.from)}` : undefined,
    filters.to ? sql`${orders.createdAt} < ${ukDayStart(filters.to, 1)}` : undefined,
  ];
  return conditions.filter((c): c is SQL => c !== undefined);
}

const partWhere = (part: SQL, filters: LedgerListFilters) =>
  and(sql`(${part})`, ...narrowing(filters));

export interface LedgerSums {
  orders: number;
  received: string;
  refunded: string;
  refundOwed: string;
  balanceDue: string;
  writtenOff: string;
  overpaymentKept: string;
}

/** The sums of the orders a search matches, over the state's disjoint parts. */
function matchedSums(filters: LedgerListFilters): SQL {
  const arms = STATE_PARTS[filters.state].map(
    (part) => sql`select status, total_price, amount_received, amount_refunded, amount_written_off
      from orders where ${partWhere(part, filters)}`,
  );
  return sql`
    select count(*)::int as orders,
      coalesce(sum(amount_received), 0)::numeric(14,2)::text as received,
      coalesce(sum(amount_refunded), 0)::numeric(14,2)::text as refunded,
      coalesce(sum(greatest(${HELD} + ${KEPT} - ${DUE}, 0)), 0)::numeric(14,2)::text as "refundOwed",
      coalesce(sum(greatest(${DUE} - ${HELD} - ${GIVEN_UP}, 0)), 0)::numeric(14,2)::text as "balanceDue",
      coalesce(sum(greatest(least(amount_written_off, ${DUE} - ${HELD}), 0)), 0)::numeric(14,2)::text as "writtenOff",
      coalesce(sum(greatest(least(-amount_written_off, ${HELD} - ${DUE}), 0)), 0)::numeric(14,2)::text as "overpaymentKept"
    from (${sql.join(arms, sql` union all `)}) as matched`;
}

/** The day totals' parts (migrations 0015, 0034 and 0035, ledger_part) that make up each state. */
const DAY_TOTAL_PARTS: Record<LedgerState, SQL> = {
  all: sql.raw("('owed', 'short', 'held', 'due', 'written_off')"),
  received: sql.raw("('owed', 'short', 'held')"),
  refund_owed: sql.raw("('owed')"),
  balance_due: sql.raw("('short', 'due')"),
};

/** The sums from the day totals: by method ('' for any), parts and days (UK, both included). */
function dayTotalsSums(filters: LedgerListFilters): SQL {
  return sql`
    select coalesce(sum(orders), 0)::int as orders,
      coalesce(sum(received), 0)::numeric(14,2)::text as received,
      coalesce(sum(refunded), 0)::numeric(14,2)::text as refunded,
      coalesce(sum(refund_owed), 0)::numeric(14,2)::text as "refundOwed",
      coalesce(sum(balance_due), 0)::numeric(14,2)::text as "balanceDue",
      coalesce(sum(written_off), 0)::numeric(14,2)::text as "writtenOff",
      coalesce(sum(overpayment_kept), 0)::numeric(14,2)::text as "overpaymentKept"
    from ledger_day_totals
    where method = ${filters.method ?? ''} and part in ${DAY_TOTAL_PARTS[filters.state]}
      ${filters.from ? sql`and day >= ${filters.from}::date` : sql``}
      ${filters.to ? sql`and day <= ${filters.to}::date` : sql``}`;
}

/** The Payments tab's SQL: a page of orders with money, and the sums of all that match. */
export function createLedgerListRepo(db: Database) {
  return {
    /** Newest order first: the page's ids (from the indexes), then only those rows. */
    async page(
      filters: LedgerListFilters,
      limit: number,
      offset: number,
    ): Promise<LedgerOrderRow[]> {
      const parts = STATE_PARTS[filters.state].map((part) => partWhere(part, filters));
      const matching = parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` or `)})`;
      const newestFirst = [desc(orders.createdAt), desc(orders.id)];
      const pageIds = db
        .select({ id: orders.id })
        .from(orders)
        .where(matching)
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset);
      return db
        .select(ledgerOrderColumns)
        .from(orders)
        .where(inArray(orders.id, pageIds))
        .orderBy(...newestFirst);
    },

    /**
     * The figures of every matching order. Without a search they come from the day totals the
     * orders' trigger keeps (a row per day, part and method); a search sums its matches.
     */
    async sums(filters: LedgerListFilters): Promise<LedgerSums> {
      const statement = filters.search ? matchedSums(filters) : dayTotalsSums(filters);
      const result = await db.execute(statement);
      // Both drivers answer { rows }.
      const row = (result as { rows: LedgerSums[] }).rows[0];
      if (!row) throw new Error('The ledger sums returned no row');
      return row;
    },
  };
}
