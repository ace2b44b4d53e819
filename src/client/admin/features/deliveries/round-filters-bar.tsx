import { filterSelect } from '#client/admin/features/deliveries/filter-select.ts';
import {
  ROUND_STATUSES,
  type RoundFilters,
  type RoundStatus,
} from '#client/admin/features/deliveries/round-filter.ts';
import { WEEKDAYS } from '#client/admin/features/deliveries/round-form.ts';
import { SearchInput } from '#client/admin/components/search-input.tsx';
import { Label } from '#client/components/ui/label.tsx';

const STATUS_LABELS: Record<RoundStatus, string> = { enabled: 'Enabled', disabled: 'Disabled' };

/** Narrows the Rounds table: by name, depot or area, by a weekday it runs, by status. */
export function RoundFiltersBar({
  filters,
  onChange,
}: {
  filters: RoundFilters;
  onChange: (change: RoundFilters) => void;
}) {
  return (
    <div role="search" aria-label="Filter rounds" className="flex flex-wrap items-end gap-3">
      <SearchInput
        id="rounds-search"
        label="Search rounds"
        placeholder="Name, depot or postcode area"
        value={filters.search ?? ''}
        onChange={(search) => onChange({ search })}
      />
      <div>
        <Label htmlFor="rounds-weekday">Runs on</Label>
        <select
          id="rounds-weekday"
          className={filterSelect}
          value={filters.weekday ?? ''}
          onChange={(event) =>
            onChange({ weekday: event.target.value ? Number(event.target.value) : undefined })
          }
        >
          <option value="">Any day</option>
          {WEEKDAYS.map(({ day, name }) => (
            <option key={day} value={day}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <Label htmlFor="rounds-status">Round status</Label>
        <select
          id="rounds-status"
          className={filterSelect}
          value={filters.status ?? ''}
          onChange={(event) =>
            onChange({
              status: ROUND_STATUSES.find((status) => status === event.target.value),
            })
          }
        >
          <option value="">Enabled or disabled</option>
          {ROUND_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
