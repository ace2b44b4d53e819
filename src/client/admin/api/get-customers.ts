import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import { listQueryString } from '#client/admin/api/list-query.ts';
import type { AdminCustomer, Page } from '#shared/schemas/admin';
import type { CustomerListParams } from '#client/admin/api/types.ts';
import { api } from '#client/lib/api-client.ts';

/** GET /api/customers: one sorted page, searched by first or last name, email or company. */
export function getCustomers(params: CustomerListParams): Promise<Page<AdminCustomer>> {
  return api.get<Page<AdminCustomer>>(`/api/customers?${listQueryString(params)}`);
}

export const customersQueryOptions = (params: CustomerListParams) =>
  queryOptions({
    queryKey: adminQueryKeys.customers.list(params),
    queryFn: () => getCustomers(params),
    placeholderData: keepPreviousData,
  });

export function useCustomers(params: CustomerListParams) {
  return useQuery(customersQueryOptions(params));
}
