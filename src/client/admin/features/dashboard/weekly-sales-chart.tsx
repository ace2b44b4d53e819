import { useMemo } from 'react';

import type { Dashboard } from '#shared/schemas/dashboard';
import { formatPounds } from '#client/admin/components/format.ts';
import { ChartCanvas, CHART_COLOURS } from '#client/admin/features/dashboard/chart-canvas.tsx';
import { poundsForChart, shortDay } from '#client/admin/features/dashboard/chart-format.ts';
import { ChartTable } from '#client/admin/features/dashboard/chart-table.tsx';

type Week = Dashboard['weekly'][number];

function chartConfig(weeks: Week[]) {
  return {
    type: 'bar' as const,
    data: {
      labels: weeks.map((week) => shortDay(week.weekStart)),
      datasets: [
        {
          type: 'bar' as const,
          label: 'Tonnes',
          data: weeks.map((week) => week.tonnes),
          backgroundColor: CHART_COLOURS.forest,
          yAxisID: 'tonnes',
        },
        {
          type: 'line' as const,
          label: 'Revenue excluding VAT (£)',
          data: weeks.map((week) => poundsForChart(week.net)),
          borderColor: CHART_COLOURS.wood,
          backgroundColor: CHART_COLOURS.wood,
          pointRadius: 2,
          yAxisID: 'revenue',
        },
      ],
    },
    options: {
      maintainAspectRatio: false,
      animation: false as const,
      interaction: { mode: 'index' as const, intersect: false },
      scales: {
        tonnes: { type: 'linear' as const, position: 'left' as const, beginAtZero: true },
        revenue: {
          type: 'linear' as const,
          position: 'right' as const,
          beginAtZero: true,
          grid: { drawOnChartArea: false },
        },
      },
    },
  };
}

/** Tonnes (bars) and revenue without VAT (line) per week, with the same figures as a table. */
export function WeeklySalesChart({ weekly }: { weekly: Week[] }) {
  const config = useMemo(() => chartConfig(weekly), [weekly]);
  const tonnes = weekly.reduce((sum, week) => sum + week.tonnes, 0);
  const busiest = weekly.reduce<Week | null>(
    (best, week) => (best === null || week.tonnes > best.tonnes ? week : best),
    null,
  );
  const summary =
    busiest && busiest.tonnes > 0
      ? `Tonnes and revenue per week: ${tonnes} tonnes over ${weekly.length} weeks, the most (${busiest.tonnes} tonnes) in the week of ${shortDay(busiest.weekStart)}.`
      : `Tonnes and revenue per week: no sales in these ${weekly.length} weeks.`;
  return (
    <section aria-labelledby="weekly-sales-title" className="grid min-w-0 grid-cols-1 gap-3">
      <h3 id="weekly-sales-title" className="font-bold text-stone-900">
        Tonnes and revenue per week
      </h3>
      <ChartCanvas config={config} summary={summary} />
      <ChartTable
        label="Tonnes and revenue per week"
        headers={['Week of', 'Orders', 'Tonnes', 'Revenue ex VAT', 'Revenue inc VAT']}
        rows={weekly.map((week) => [
          shortDay(week.weekStart),
          String(week.orders),
          String(week.tonnes),
          formatPounds(week.net),
          formatPounds(week.gross),
        ])}
      />
    </section>
  );
}
