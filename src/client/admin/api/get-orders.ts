import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/orders-admin';
import type { Order } from '#shared/schemas/orders';
import type { Page } from '#shared/schemas/admin';
import type { OrderListParams } from '#client/admin/api/types.ts';
import { call } from '#client/lib/api-client.ts';
import { adminKey } from '#client/admin/api/admin-keys.ts';

export const ordersKeys = {
  all: () => adminKey('orders'),
  list: (params: OrderListParams) => adminKey('orders', 'list', params),
};

/**
 * One page of orders, newest first, searched by name, company or email and
 * filtered by status, payment status, delivery status, cancel requests and days placed.
 */
export function getOrders(params: OrderListParams): Promise<Page<Order>> {
  const { search, page, pageSize, status, paymentStatus, deliveryStatus, from, to } = params;
  const { cancelRequested } = params;
  const trimmed = search.trim();
  return call(endpoints.listOrders, {
    // A blank search or filter is left out.
    query: {
      ...(trimmed ? { search: trimmed } : {}),
      page,
      pageSize,
      ...(status ? { status } : {}),
      ...(paymentStatus ? { paymentStatus } : {}),
      ...(deliveryStatus ? { deliveryStatus } : {}),
      ...(cancelRequested ? { cancelRequested } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    },
  });
}

export const ordersQueryOptions = (params: OrderListParams) =>
  queryOptions({
    queryKey: ordersKeys.list(params),
    queryFn: () => getOrders(params),
    // Keep showing the current page while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
  });

export function useOrders(params: OrderListParams) {
  return useQuery(ordersQueryOptions(params));
}
