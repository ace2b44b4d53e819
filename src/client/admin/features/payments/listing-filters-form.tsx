import type { ListingFilters } from '#shared/schemas/payments';
import { bindField } from '#client/admin/components/bind-field.ts';
import type { ProviderListing } from '#client/admin/api/provider-test-types.ts';
import { TextField } from '#client/components/ui/form-field.tsx';
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
        <SelectField
          id={id('sort')}
          label="Sort by"
          name="sort"
          control={form.control}
          options={sorts}
        />
        {listing === 'payment' ? (
          <SelectField
            id={id('status')}
            label="Status"
            name="status"
            control={form.control}
            options={STATUS_OPTIONS}
          />
        ) : null}
        <TextField
          id={id('start-date')}
          label="Start date"
          type="date"
          marker="optional"
          {...bindField(form, 'startDate')}
        />
        <TextField
          id={id('end-date')}
          label="End date"
          type="date"
          marker="optional"
          {...bindField(form, 'endDate')}
        />
        <SelectField
          id={id('per-page')}
          label="Per page"
          name="perPage"
          control={form.control}
          options={PER_PAGE}
        />
      </div>
      <div>
        <RunTestButton type="submit" pending={sending.isPending}>
          {submitLabel}
        </RunTestButton>
      </div>
    </form>
  );
}
