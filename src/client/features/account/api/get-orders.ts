import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Order } from '#shared/schemas/orders';
import * as endpoints from '#shared/api/customers';
import { call } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** Spec section 7: the customer's orders are cached for 2 minutes. */
export const CUSTOMER_ORDERS_STALE_MS = 2 * 60 * 1000;

/** The signed-in customer's orders, newest first. */
export function getCustomerOrders(): Promise<Order[]> {
  return call(endpoints.customerOrders);
}

export const customerOrdersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.customer.orders(),
    queryFn: getCustomerOrders,
    staleTime: CUSTOMER_ORDERS_STALE_MS,
  });

export function useCustomerOrders() {
  return useQuery(customerOrdersQueryOptions());
}
