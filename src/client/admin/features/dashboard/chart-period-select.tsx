import { CHART_PERIODS, type ChartPeriod } from '#shared/schemas/dashboard';
import { Label } from '#client/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';

const isChartPeriod = (value: string): value is ChartPeriod => value in CHART_PERIODS;

/** Which weeks the charts cover. */
export function ChartPeriodSelect({
  value,
  onChange,
}: {
  value: ChartPeriod;
  onChange: (period: ChartPeriod) => void;
}) {
  return (
    <div className="w-48">
      <Label htmlFor="chart-period">Charts cover</Label>
      <Select value={value} onValueChange={(next) => isChartPeriod(next) && onChange(next)}>
        <SelectTrigger id="chart-period" size="sm">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {Object.entries(CHART_PERIODS).map(([key, { label }]) => (
            <SelectItem key={key} value={key}>
              {label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
