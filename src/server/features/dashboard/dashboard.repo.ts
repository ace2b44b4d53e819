import { and, count, desc, gte, lt, ne, sql } from 'drizzle-orm';
import type { SalesTotals, WeekTotals } from '#domain/dashboard-periods';
import type { Span } from '#domain/london-calendar';
import { parsePounds } from '#domain/money';
import type { Database } from '#server/db/client';
import { orders } from '#server/db/schema';

// Sales are the orders placed in a span that were not cancelled; revenue without VAT is each
// order's total less its VAT, as stored.
const sales = {
  orders: count(),
  tonnes: sql<string>`coalesce(sum(${orders.quantity}), 0)::text`,
  net: sql<string>`coalesce(sum(${orders.totalPrice} - ${orders.vatAmount}), 0)::text`,
  gross: sql<string>`coalesce(sum(${orders.totalPrice}), 0)::text`,
};

type SalesRow = { orders: number; tonnes: string; net: string; gross: string };

const toTotals = (row: SalesRow | undefined): SalesTotals => ({
  orders: row?.orders ?? 0,
  tonnes: Number(row?.tonnes ?? 0),
  netPence: parsePounds(row?.net ?? '0'),
  grossPence: parsePounds(row?.gross ?? '0'),
});

const soldIn = (span: Span) =>
  and(
    gte(orders.createdAt, span.from),
    lt(orders.createdAt, span.to),
    ne(orders.status, 'cancelled'),
  );

/** The Monday of an order's week in UK time, as an ISO date. */
const londonWeek = sql<string>`date_trunc('week', ${orders.createdAt} at time zone 'Europe/London')::date::text`;

/** The dashboard's SQL: sums over spans of orders_created_at_idx, and the open work. */
export function createDashboardRepo(db: Database) {
  return {
    async salesIn(span: Span): Promise<SalesTotals> {
      const [row] = await db.select(sales).from(orders).where(soldIn(span));
      return toTotals(row);
    },

    async weekly(span: Span): Promise<WeekTotals[]> {
      const rows = await db
        .select({ weekStart: londonWeek, ...sales })
        .from(orders)
        .where(soldIn(span))
        .groupBy(londonWeek);
      return rows.map((row) => ({ weekStart: row.weekStart, ...toTotals(row) }));
    },

    async topRegions(span: Span, limit: number): Promise<(SalesTotals & { region: string })[]> {
      const rows = await db
        .select({ region: orders.region, ...sales })
        .from(orders)
        .where(soldIn(span))
        .groupBy(orders.region)
        .orderBy(desc(sales.tonnes), orders.region)
        .limit(limit);
      return rows.map((row) => ({ region: row.region, ...toTotals(row) }));
    },

    /** Orders not yet confirmed, and confirmed ones whose payment has not completed. */
    async openWork(): Promise<{ awaitingConfirmation: number; awaitingPayment: number }> {
      const [row] = await db
        .select({
          awaitingConfirmation: sql<number>`count(*) filter (where ${orders.status} = 'pending')::int`,
          awaitingPayment: sql<number>`count(*) filter (where ${orders.status} = 'confirmed' and ${orders.paymentStatus} in ('pending', 'processing', 'failed'))::int`,
        })
        .from(orders)
        .where(sql`${orders.status} in ('pending', 'confirmed')`);
      return {
        awaitingConfirmation: row?.awaitingConfirmation ?? 0,
        awaitingPayment: row?.awaitingPayment ?? 0,
      };
    },

    async hasOrders(): Promise<boolean> {
      const rows = await db.select({ id: orders.id }).from(orders).limit(1);
      return rows.length > 0;
    },
  };
}

export type DashboardRepo = ReturnType<typeof createDashboardRepo>;
