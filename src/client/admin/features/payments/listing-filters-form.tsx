import type { ListingFilters } from '#shared/schemas/payments';
import { bindField } from '#client/admin/components/bind-field.ts';
import type { ProviderListing } from '#client/admin/api/provider-test-types.ts';
import { TextField } from '#client/components/ui/form-field.tsx';
import type { FieldOption } from '#client/components/ui/form-kit.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import {
  ANY_STATUS,
  LISTING_SORTS,
  PAYMENT_STATUS_FILTERS,
  PER_PAGE_OPTIONS,
  SORT_LABELS,
  type ListingFilterValues,
} from '#client/admin/features/payments/listing-filters.ts';
import { RunTestButton } from '#client/admin/features/payments/run-test-button.tsx';
import type { EndpointForm } from '#client/lib/use-endpoint-form.ts';

const STATUS_OPTIONS = [
  { value: ANY_STATUS, label: 'Any status' },
  ...PAYMENT_STATUS_FILTERS.map((status) => ({ value: status, label: status })),
];
const PER_PAGE = PER_PAGE_OPTIONS.map((size) => ({ value: size, label: size }));

type SelectName = 'sort' | 'status' | 'perPage';

/** The filters the three provider listings share; payments may also filter by status. */
export function ListingFiltersForm({
  listing,
  submitLabel,
  sending,
}: {
  listing: ProviderListing;
  submitLabel: string;
  /** The listing's form and its send (useEndpointForm). */
  sending: EndpointForm<ListingFilterValues, ListingFilters, unknown>;
}) {
  const { form } = sending;
  const id = (field: string) => `${listing}-listing-${field}`;
  const sorts = LISTING_SORTS[listing].map((sort) => ({
    value: sort,
    label: SORT_LABELS[sort] ?? sort,
  }));
  const select = (name: SelectName, field: string, label: string, options: FieldOption[]) => (
    <SelectField
      id={id(field)}
      label={label}
      name={name}
      control={form.control}
      options={options}
    />
  );
  const day = (name: 'startDate' | 'endDate', field: string, label: string) => (
    <TextField
      id={id(field)}
      label={label}
      type="date"
      marker="optional"
      {...bindField(form, name)}
    />
  );

  return (
    <form noValidate onSubmit={(event) => void sending.onSubmit(event)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          id={id('search')}
          label="Search"
          type="search"
          autoComplete="off"
          marker="optional"
          {...bindField(form, 'search')}
        />
        {select('sort', 'sort', 'Sort by', sorts)}
        {listing === 'payment' ? select('status', 'status', 'Status', STATUS_OPTIONS) : null}
        {day('startDate', 'start-date', 'Start date')}
        {day('endDate', 'end-date', 'End date')}
        {select('perPage', 'per-page', 'Per page', PER_PAGE)}
      </div>
      <div>
        <RunTestButton type="submit" pending={sending.isPending}>
          {submitLabel}
        </RunTestButton>
      </div>
    </form>
  );
}
