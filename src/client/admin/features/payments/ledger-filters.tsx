import { LEDGER_METHOD_LABELS, LEDGER_METHODS, type LedgerMethod } from '#domain/ledger';
import { LEDGER_STATES, type LedgerState } from '#shared/schemas/ledger';
import { SearchInput } from '#client/admin/components/search-input.tsx';
import { DayFilter, FilterSelect } from '#client/admin/components/filter-fields.tsx';
import { LEDGER_STATE_LABELS } from '#client/admin/features/payments/ledger-labels.ts';

export interface LedgerFilterValues {
  state: LedgerState;
  method: LedgerMethod | undefined;
  /** YYYY-MM-DD as the date inputs hold them; '' for none. */
  from: string;
  to: string;
}

/** Which orders the ledger lists: by state, method, the days they were placed, and a search. */
export function LedgerFilters({
  values,
  searchText,
  onSearchChange,
  onChange,
}: {
  values: LedgerFilterValues;
  searchText: string;
  onSearchChange: (text: string) => void;
  onChange: (values: LedgerFilterValues) => void;
}) {
  return (
    <div className="grid gap-3">
      <SearchInput
        id="ledger-search"
        label="Search"
        placeholder="Name, company or email"
        value={searchText}
        onChange={onSearchChange}
      />
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
        <FilterSelect
          className="col-span-2 sm:w-60"
          id="ledger-state"
          label="Show"
          value={values.state}
          options={LEDGER_STATES}
          labels={LEDGER_STATE_LABELS}
          onChange={(state) => onChange({ ...values, state: state ?? 'all' })}
        />
        <FilterSelect
          className="col-span-2 sm:w-48"
          id="ledger-method"
          label="Method"
          anyLabel="Any method"
          value={values.method}
          options={LEDGER_METHODS}
          labels={LEDGER_METHOD_LABELS}
          onChange={(method) => onChange({ ...values, method })}
        />
        <DayFilter
          className="sm:w-40"
          id="ledger-from"
          label="Ordered from"
          value={values.from}
          max={values.to || undefined}
          onChange={(from = '') => onChange({ ...values, from })}
        />
        <DayFilter
          className="sm:w-40"
          id="ledger-to"
          label="Ordered to"
          value={values.to}
          min={values.from || undefined}
          onChange={(to = '') => onChange({ ...values, to })}
        />
      </div>
    </div>
  );
}
