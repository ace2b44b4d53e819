import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { Order } from '#shared/schemas/orders';
import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import { listQueryString } from '#client/admin/api/list-query.ts';
import type { Page } from '#shared/schemas/admin';
import type { OrderListParams } from '#client/admin/api/types.ts';
import { api } from '#client/lib/api-client.ts';

/**
 * GET /api/orders: one page of orders, newest first, searched by name, company or email and
 * filtered by status, payment status, delivery status and days placed.
 */
export function getOrders(params: OrderListParams): Promise<Page<Order>> {
  const { status, paymentStatus, deliveryStatus, from, to, ...list } = params;
  return api.get<Page<Order>>(
    `/api/orders?${listQueryString(list, { status, paymentStatus, deliveryStatus, from, to })}`,
  );
}

export const ordersQueryOptions = (params: OrderListParams) =>
  queryOptions({
    queryKey: adminQueryKeys.orders.list(params),
    queryFn: () => getOrders(params),
    // Keep showing the current page while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
  });

export function useOrders(params: OrderListParams) {
  return useQuery(ordersQueryOptions(params));
}
