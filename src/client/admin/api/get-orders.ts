import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { Order } from '#shared/schemas/orders';
import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import { listQueryString } from '#client/admin/api/list-query.ts';
import type { Page } from '#shared/schemas/admin';
import type { ListParams } from '#client/admin/api/types.ts';
import { api } from '#client/lib/api-client.ts';

/** GET /api/orders: one page of orders, newest first, searched by name, company or email. */
export function getOrders(params: ListParams): Promise<Page<Order>> {
  return api.get<Page<Order>>(`/api/orders?${listQueryString(params)}`);
}

export const ordersQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: adminQueryKeys.orders.list(params),
    queryFn: () => getOrders(params),
    // Keep showing the current page while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
  });

export function useOrders(params: ListParams) {
  return useQuery(ordersQueryOptions(params));
}
