import { useMemo } from 'react';

import type { Dashboard } from '#shared/schemas/dashboard';
import { formatPounds } from '#client/admin/components/format.ts';
import { ChartCanvas, CHART_COLOURS } from '#client/admin/features/dashboard/chart-canvas.tsx';
import { ChartTable } from '#client/admin/features/dashboard/chart-table.tsx';

type RegionSales = Dashboard['topRegions'][number];

function chartConfig(regions: RegionSales[]) {
  return {
    type: 'bar' as const,
    data: {
      labels: regions.map((region) => region.region),
      datasets: [
        {
          label: 'Tonnes',
          data: regions.map((region) => region.tonnes),
          backgroundColor: CHART_COLOURS.forest,
        },
      ],
    },
    options: {
      indexAxis: 'y' as const,
      maintainAspectRatio: false,
      animation: false as const,
      plugins: { legend: { display: false } },
      scales: { x: { beginAtZero: true } },
    },
  };
}

/** The regions that took the most tonnes over the period, most first, with a table. */
export function TopRegionsChart({ regions }: { regions: RegionSales[] }) {
  const config = useMemo(() => chartConfig(regions), [regions]);
  const summary =
    regions.length > 0
      ? `Top regions by tonnes: ${regions
          .slice(0, 3)
          .map((r) => `${r.region} ${r.tonnes} tonnes`)
          .join(', ')}.`
      : 'Top regions by tonnes: no sales in this period.';
  return (
    <section aria-labelledby="top-regions-title" className="grid min-w-0 grid-cols-1 gap-3">
      <h3 id="top-regions-title" className="font-bold text-stone-900">
        Top regions by tonnes
      </h3>
      {regions.length > 0 ? (
        <>
          <ChartCanvas config={config} summary={summary} />
          <ChartTable
            label="Top regions by tonnes"
            headers={['Region', 'Tonnes', 'Orders', 'Revenue ex VAT']}
            rows={regions.map((r) => [
              r.region,
              String(r.tonnes),
              String(r.orders),
              formatPounds(r.net),
            ])}
          />
        </>
      ) : (
        <p className="text-sm text-stone-600">No sales in this period.</p>
      )}
    </section>
  );
}
