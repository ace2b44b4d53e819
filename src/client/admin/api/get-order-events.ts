import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import type { OrderEvent } from '#shared/schemas/admin';
import { api } from '#client/lib/api-client.ts';

/** GET /api/orders/{id}/events: who changed what on the order, oldest first. */
export function getOrderEvents(orderId: number): Promise<OrderEvent[]> {
  return api.get<OrderEvent[]>(`/api/orders/${orderId}/events`);
}

export const orderEventsQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: adminQueryKeys.orders.events(orderId),
    queryFn: () => getOrderEvents(orderId),
    // History grows with every change; read it afresh each time a dialog opens.
    staleTime: 0,
  });

export function useOrderEvents(orderId: number) {
  return useQuery(orderEventsQueryOptions(orderId));
}
