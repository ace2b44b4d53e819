import { and, between, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { DayRange, SalesTotals, WeekTotals } from '#domain/dashboard-periods';
import { parsePounds } from '#domain/money';
import type { Database } from '#server/db/client';
import { orderSalesDaily as daily } from '../orders/orders.tables.ts';
import { orders } from '../orders/orders-view.ts';

// Sales come from order_sales_daily, which triggers keep equal to the orders placed and not
// cancelled, per UK day and region (decision 016): a year is a few rows a day, not every order.
const sales = {
  orders: sql<number>`coalesce(sum(${daily.orders}), 0)::int`,
  tonnes: sql<string>`coalesce(sum(${daily.tonnes}), 0)::text`,
  net: sql<string>`coalesce(sum(${daily.net}), 0)::text`,
  gross: sql<string>`coalesce(sum(${daily.gross}), 0)::text`,
};

type SalesRow = { orders: number; tonnes: string; net: string; gross: string };

const toTotals = (row: SalesRow | undefined): SalesTotals => ({
  orders: row?.orders ?? 0,
  tonnes: Number(row?.tonnes ?? 0),
  netPence: parsePounds(row?.net ?? '0'),
  grossPence: parsePounds(row?.gross ?? '0'),
});

const within = (days: DayRange) => and(gte(daily.day, days.first), lte(daily.day, days.last));

const mondayOfDay = sql<string>`date_trunc('week', ${daily.day})::date::text`;

/** The dashboard's SQL: sums of daily sales, and the open work on the orders themselves. */
export function createDashboardRepo(db: Database) {
  return {
    async salesIn(days: DayRange): Promise<SalesTotals> {
      const [row] = await db.select(sales).from(daily).where(within(days));
      return toTotals(row);
    },

    async weekly(days: DayRange): Promise<WeekTotals[]> {
      const rows = await db
        .select({ weekStart: mondayOfDay, ...sales })
        .from(daily)
        .where(within(days))
        .groupBy(mondayOfDay);
      return rows.map((row) => ({ weekStart: row.weekStart, ...toTotals(row) }));
    },

    async topRegions(days: DayRange, limit: number): Promise<(SalesTotals & { region: string })[]> {
      const rows = await db
        .select({ region: daily.region, ...sales })
        .from(daily)
        .where(within(days))
        .groupBy(daily.region)
        .having(sql`sum(${daily.orders}) > 0`)
        .orderBy(desc(sql`sum(${daily.tonnes})`), daily.region)
        .limit(limit);
      return rows.map((row) => ({ region: row.region, ...toTotals(row) }));
    },

    /** Orders not yet confirmed, and confirmed ones whose payment has not completed. */
    async openWork(): Promise<{ awaitingConfirmation: number; awaitingPayment: number }> {
      // Two counts, each a range of orders_status_idx.
      const count = (where: SQL) =>
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(orders)
          .where(where);
      const [pending] = await count(eq(orders.status, 'pending'));
      const [unpaid] = await count(
        and(
          eq(orders.status, 'confirmed'),
          inArray(orders.paymentStatus, ['pending', 'processing', 'failed']),
        )!,
      );
      return { awaitingConfirmation: pending?.n ?? 0, awaitingPayment: unpaid?.n ?? 0 };
    },

    /** Confirmed orders booked for delivery on one of `days`, whether delivered yet or not. */
    async deliveriesIn(days: DayRange): Promise<number> {
      const [booked] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'confirmed'),
            inArray(orders.deliveryStatus, ['scheduled', 'out_for_delivery', 'delivered']),
            between(orders.deliveryDate, days.first, days.last),
          ),
        );
      return booked?.n ?? 0;
    },

    async hasOrders(): Promise<boolean> {
      const rows = await db.select({ id: orders.id }).from(orders).limit(1);
      return rows.length > 0;
    },
  };
}

export type DashboardRepo = ReturnType<typeof createDashboardRepo>;
