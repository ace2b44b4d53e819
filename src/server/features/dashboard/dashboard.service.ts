import {
  chartWeeks,
  figurePeriods,
  weeklySeries,
  type SalesTotals,
} from '#domain/dashboard-periods';
import { penceToPounds } from '#domain/money';
import {
  CHART_PERIODS,
  type ChartPeriod,
  type Dashboard,
  type Sales,
} from '#shared/schemas/dashboard';
import type { DashboardRepo } from './dashboard.repo.ts';

const TOP_REGIONS = 10;

const toSales = (totals: SalesTotals): Sales => ({
  orders: totals.orders,
  tonnes: totals.tonnes,
  net: penceToPounds(totals.netPence),
  gross: penceToPounds(totals.grossPence),
});

/** How trade is going: today, this week and this month, the open work, and the charts. */
export function createDashboardService(deps: { repo: DashboardRepo; now: () => Date }) {
  const { repo } = deps;
  return {
    async figures(query: { period: ChartPeriod }): Promise<Dashboard> {
      const now = deps.now();
      const periods = figurePeriods(now);
      const chart = chartWeeks(now, CHART_PERIODS[query.period].weeks);
      // One after another: the embedded database answers one query at a time anyway.
      const hasOrders = await repo.hasOrders();
      const today = await repo.salesIn(periods.today);
      const thisWeek = await repo.salesIn(periods.thisWeek);
      const thisMonth = await repo.salesIn(periods.thisMonth);
      const openWork = await repo.openWork();
      const deliveriesThisWeek = await repo.deliveriesIn(periods.thisWeek);
      const weekly = weeklySeries(chart.mondays, await repo.weekly(chart.days));
      const topRegions = await repo.topRegions(chart.days, TOP_REGIONS);
      return {
        hasOrders,
        today: toSales(today),
        thisWeek: toSales(thisWeek),
        thisMonth: toSales(thisMonth),
        ...openWork,
        deliveriesThisWeek,
        period: { key: query.period, from: chart.days.first, to: chart.days.last },
        weekly: weekly.map((week) => ({ weekStart: week.weekStart, ...toSales(week) })),
        topRegions: topRegions.map((region) => ({ region: region.region, ...toSales(region) })),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
