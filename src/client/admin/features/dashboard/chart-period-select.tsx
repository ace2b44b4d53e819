import { CHART_PERIODS, type ChartPeriod } from '#shared/schemas/dashboard';
import { FilterSelect } from '#client/admin/components/filter-fields.tsx';

const isChartPeriod = (value: string): value is ChartPeriod => value in CHART_PERIODS;
const PERIODS = Object.keys(CHART_PERIODS).filter(isChartPeriod);
const PERIOD_LABELS = Object.fromEntries(PERIODS.map((key) => [key, CHART_PERIODS[key].label]));

/** Which weeks the charts cover. */
export function ChartPeriodSelect({
  value,
  onChange,
}: {
  value: ChartPeriod;
  onChange: (period: ChartPeriod) => void;
}) {
  return (
    <FilterSelect
      className="w-48"
      id="chart-period"
      label="Charts cover"
      size="sm"
      value={value}
      options={PERIODS}
      labels={PERIOD_LABELS}
      onChange={(period) => period && onChange(period)}
    />
  );
}
