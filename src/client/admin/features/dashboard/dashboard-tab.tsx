import { useState } from 'react';

import { DEFAULT_CHART_PERIOD, type ChartPeriod } from '#shared/schemas/dashboard';
import { useDashboard } from '#client/admin/api/get-dashboard.ts';
import { TabHeader } from '#client/admin/components/tab-header.tsx';
import { ChartPeriodSelect } from '#client/admin/features/dashboard/chart-period-select.tsx';
import { OrdersExportPanel } from '#client/admin/features/dashboard/orders-export-panel.tsx';
import { SalesFigures } from '#client/admin/features/dashboard/sales-figures.tsx';
import { TopRegionsChart } from '#client/admin/features/dashboard/top-regions-chart.tsx';
import { WeeklySalesChart } from '#client/admin/features/dashboard/weekly-sales-chart.tsx';
import { formatDate } from '#client/admin/components/format.ts';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { errorMessage } from '#client/lib/api-client.ts';

function EmptyShop() {
  return (
    <Card>
      <CardContent className="grid gap-2">
        <h3 className="text-lg font-bold text-stone-900">No orders yet</h3>
        <p className="text-stone-700">
          When customers order, this page shows the sales of today, this week and this month
          (orders, tonnes, and revenue with and without VAT), the orders waiting for you to confirm
          or to be paid, a chart of tonnes and revenue per week and the regions that buy the most.
        </p>
      </CardContent>
    </Card>
  );
}

/** How trade is going: the sales figures, the open work, the charts, and the export. */
export function DashboardTab() {
  const [period, setPeriod] = useState<ChartPeriod>(DEFAULT_CHART_PERIOD);
  const { data, isLoading, error, isFetching } = useDashboard(period);

  return (
    <div className="grid grid-cols-1 gap-5">
      <TabHeader
        title="Dashboard"
        description="Sales are orders placed and not cancelled, in UK time; weeks start on Monday."
        actions={data?.hasOrders ? <ChartPeriodSelect value={period} onChange={setPeriod} /> : null}
      />
      {isLoading ? (
        <p role="status" className="text-stone-600">
          Loading the figures…
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="font-semibold text-red-700">
          {errorMessage(error, 'The figures could not be loaded. Please reload the page.')}
        </p>
      ) : null}
      {data && !data.hasOrders ? <EmptyShop /> : null}
      {data?.hasOrders ? (
        <>
          <SalesFigures data={data} />
          <Card aria-busy={isFetching}>
            <CardContent className="grid grid-cols-1 gap-8">
              <p className="text-sm text-stone-600">
                {formatDate(data.period.from)} to {formatDate(data.period.to)}
              </p>
              <div className="grid grid-cols-1 gap-8 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
                <WeeklySalesChart weekly={data.weekly} />
                <TopRegionsChart regions={data.topRegions} />
              </div>
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <OrdersExportPanel />
            </CardContent>
          </Card>
        </>
      ) : null}
    </div>
  );
}
