import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/customers-admin';
import type { AdminCustomer, Page } from '#shared/schemas/admin';
import type { CustomerListParams } from '#client/admin/api/types.ts';
import { call } from '#client/lib/api-client.ts';
import { adminKey } from '#client/admin/api/admin-keys.ts';

export const customersKeys = {
  all: () => adminKey('customers'),
  list: (params: CustomerListParams) => adminKey('customers', 'list', params),
};

/** One sorted page, searched by first or last name, email or company. */
export function getCustomers(params: CustomerListParams): Promise<Page<AdminCustomer>> {
  const search = params.search.trim();
  return call(endpoints.listCustomers, {
    // A blank search is left out, as the list's other query strings do.
    query: {
      ...(search ? { search } : {}),
      page: params.page,
      pageSize: params.pageSize,
      sort: params.sort,
    },
  });
}

export const customersQueryOptions = (params: CustomerListParams) =>
  queryOptions({
    queryKey: customersKeys.list(params),
    queryFn: () => getCustomers(params),
    placeholderData: keepPreviousData,
  });

export function useCustomers(params: CustomerListParams) {
  return useQuery(customersQueryOptions(params));
}

/** How many customers the link dialog's search offers, and the fewest characters it searches. */
export const CUSTOMER_MATCHES_SHOWN = 5;
export const CUSTOMER_SEARCH_MIN_LENGTH = 2;

/**
 * The first few customers whose name, email or company contains `search` (already debounced),
 * sorted by last name; nothing is asked for a search shorter than two characters.
 */
export function useCustomerMatches(search: string) {
  const term = search.trim();
  const enabled = term.length >= CUSTOMER_SEARCH_MIN_LENGTH;
  return useQuery({
    ...customersQueryOptions({
      search: term,
      page: 1,
      pageSize: CUSTOMER_MATCHES_SHOWN,
      sort: 'last_name_asc',
    }),
    enabled,
  });
}
