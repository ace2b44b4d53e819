import { z } from 'zod';

import { CUSTOMER_SORTS } from '#shared/schemas/admin';
import { LISTING_PAGE_SIZES, ListingFiltersSchema } from '#shared/schemas/payments';
import type { ProviderListing } from '#client/admin/api/provider-test-types.ts';

const ORDER_SORTS = ['created_desc', 'created_asc', 'amount_desc', 'amount_asc'] as const;

/**
 * Spec section 9: each listing's sort values, its default first. Payment listings add status,
 * as a sort here and as a filter (PAYMENT_STATUS_FILTERS).
 */
export const LISTING_SORTS: Record<ProviderListing, readonly string[]> = {
  customer: CUSTOMER_SORTS,
  order: ORDER_SORTS,
  payment: [...ORDER_SORTS, 'status_asc', 'status_desc'],
};

export const SORT_LABELS: Record<string, string> = {
  last_name_asc: 'Last name (A–Z)',
  last_name_desc: 'Last name (Z–A)',
  first_name_asc: 'First name (A–Z)',
  first_name_desc: 'First name (Z–A)',
  created_desc: 'Newest first',
  created_asc: 'Oldest first',
  amount_desc: 'Amount (high to low)',
  amount_asc: 'Amount (low to high)',
  status_asc: 'Status (A–Z)',
  status_desc: 'Status (Z–A)',
};

/** The select's stand-in for "no status filter": a select option cannot have an empty value. */
export const ANY_STATUS = 'any';

/** The provider's payment statuses (providers/wonderful.md, 'Statuses'). */
export const PAYMENT_STATUS_FILTERS = [
  'pending',
  'accepted',
  'completed',
  'rejected',
  'cancelled',
  'errored',
  'expired',
] as const;

export const DEFAULT_PER_PAGE = 10;
export const PER_PAGE_OPTIONS = LISTING_PAGE_SIZES.map(String);

/** The filter form's fields, all text as the inputs and selects hold them. */
export interface ListingFilterValues {
  search: string;
  sort: string;
  startDate: string;
  endDate: string;
  perPage: string;
  status: string;
}

export function listingFilterDefaults(listing: ProviderListing): ListingFilterValues {
  return {
    search: '',
    sort: LISTING_SORTS[listing][0] ?? '',
    startDate: '',
    endDate: '',
    perPage: String(DEFAULT_PER_PAGE),
    status: ANY_STATUS,
  };
}

/** The filters as the request sends them: blank fields and "any status" left out. */
export function toListingRequest(
  values: ListingFilterValues,
): z.input<typeof ListingFiltersSchema> {
  const request: z.input<typeof ListingFiltersSchema> = {};
  const search = values.search.trim();
  if (search) request.search = search;
  if (values.sort) request.sort = values.sort;
  if (values.startDate) request.startDate = values.startDate;
  if (values.endDate) request.endDate = values.endDate;
  if (values.perPage) request.perPage = Number(values.perPage);
  if (values.status && values.status !== ANY_STATUS) request.status = values.status;
  return request;
}

/** The shared listing rules, checked on the request the form will send. */
export const ListingFilterFormSchema = z
  .object({
    search: z.string(),
    sort: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    perPage: z.string(),
    status: z.string(),
  })
  .transform(toListingRequest)
  .pipe(
    ListingFiltersSchema.refine(
      ({ startDate, endDate }) => !startDate || !endDate || startDate <= endDate,
      { message: 'The end date must be on or after the start date', path: ['endDate'] },
    ),
  );
