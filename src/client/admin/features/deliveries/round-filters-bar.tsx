import { FilterDropdown } from '#client/admin/features/deliveries/filter-dropdown.tsx';
import {
  ROUND_STATUSES,
  type RoundFilters,
  type RoundStatus,
} from '#client/admin/features/deliveries/round-filter.ts';
import { WEEKDAYS } from '#client/admin/features/deliveries/round-form.ts';
import { SearchInput } from '#client/admin/components/search-input.tsx';

const STATUS_LABELS: Record<RoundStatus, string> = { enabled: 'Enabled', disabled: 'Disabled' };
const STATUS_OPTIONS = ROUND_STATUSES.map((status) => ({
  value: status,
  label: STATUS_LABELS[status],
}));
const WEEKDAY_OPTIONS = WEEKDAYS.map(({ day, name }) => ({ value: day, label: name }));

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
      <FilterDropdown
        id="rounds-weekday"
        label="Runs on"
        anyLabel="Any day"
        value={filters.weekday}
        options={WEEKDAY_OPTIONS}
        onChange={(day) => onChange({ weekday: day ? Number(day) : undefined })}
      />
      <FilterDropdown
        id="rounds-status"
        label="Round status"
        anyLabel="Enabled or disabled"
        value={filters.status}
        options={STATUS_OPTIONS}
        onChange={(chosen) =>
          onChange({ status: ROUND_STATUSES.find((status) => status === chosen) })
        }
      />
    </div>
  );
}
