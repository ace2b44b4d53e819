import { LEDGER_METHODS, type LedgerMethod } from '#domain/ledger';
import { LEDGER_STATES, type LedgerState } from '#shared/schemas/ledger';
import { SearchInput } from '#client/admin/components/search-input.tsx';
import { LEDGER_STATE_LABELS, methodLabel } from '#client/admin/features/payments/ledger-labels.ts';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';

/** A select's value for "any method" (Radix selects cannot hold an empty value). */
const ANY = 'any';

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
        <div className="col-span-2 sm:w-60">
          <Label htmlFor="ledger-state">Show</Label>
          <Select
            value={values.state}
            onValueChange={(state) =>
              onChange({ ...values, state: LEDGER_STATES.find((s) => s === state) ?? 'all' })
            }
          >
            <SelectTrigger id="ledger-state">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {LEDGER_STATES.map((state) => (
                <SelectItem key={state} value={state}>
                  {LEDGER_STATE_LABELS[state]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="col-span-2 sm:w-48">
          <Label htmlFor="ledger-method">Method</Label>
          <Select
            value={values.method ?? ANY}
            onValueChange={(method) =>
              onChange({ ...values, method: LEDGER_METHODS.find((m) => m === method) })
            }
          >
            <SelectTrigger id="ledger-method">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>Any method</SelectItem>
              {LEDGER_METHODS.map((method) => (
                <SelectItem key={method} value={method}>
                  {methodLabel(method)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="sm:w-40">
          <Label htmlFor="ledger-from">Ordered from</Label>
          <Input
            id="ledger-from"
            type="date"
            value={values.from}
            max={values.to || undefined}
            onChange={(event) => onChange({ ...values, from: event.target.value })}
          />
        </div>
        <div className="sm:w-40">
          <Label htmlFor="ledger-to">Ordered to</Label>
          <Input
            id="ledger-to"
            type="date"
            value={values.to}
            min={values.from || undefined}
            onChange={(event) => onChange({ ...values, to: event.target.value })}
          />
        </div>
      </div>
    </div>
  );
}
