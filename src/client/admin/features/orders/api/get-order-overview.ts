import { queryOptions, useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/order-overview';
import type { OrderOverview } from '#shared/schemas/order-overview';
import { ordersKeys } from '#client/admin/api/get-orders.ts';
import { call } from '#client/lib/api-client.ts';

/** Under the orders' key, so every order change (invalidateOrders) refreshes an open view. */
export const orderOverviewKey = (orderId: number) =>
  [...ordersKeys.all(), 'overview', orderId] as const;

/** The order, its documents, payment attempts and history. */
export function getOrderOverview(orderId: number): Promise<OrderOverview> {
  return call(endpoints.getOrderOverview, { params: { id: orderId } });
}

export const orderOverviewQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: orderOverviewKey(orderId),
    queryFn: () => getOrderOverview(orderId),
    // The history and payments move on their own (emails sent, payments checked).
    staleTime: 0,
  });

export function useOrderOverview(orderId: number) {
  return useQuery(orderOverviewQueryOptions(orderId));
}
