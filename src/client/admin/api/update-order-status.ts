import { useMutation, useQueryClient } from '@tanstack/react-query';

import * as endpoints from '#shared/api/orders-admin';
import type { EndpointInput } from '#shared/api/endpoint';
import { invalidateOrders } from '#client/admin/api/invalidate-orders.ts';
import { call } from '#client/lib/api-client.ts';

type StatusBody = EndpointInput<typeof endpoints.updateOrderStatus>['body'];

/**
 * Pending, confirmed or cancelled, in any order. The answer's
 * notice says when a confirmed order got no invoice, and why.
 */
export function updateOrderStatus({ orderId, ...body }: { orderId: number } & StatusBody) {
  return call(endpoints.updateOrderStatus, { params: { id: String(orderId) }, body });
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSettled: () => invalidateOrders(queryClient),
  });
}

/** Several orders to one status, all or none. */
export function updateOrderStatuses(
  change: EndpointInput<typeof endpoints.updateOrderStatuses>['body'],
) {
  return call(endpoints.updateOrderStatuses, { body: change });
}

export function useUpdateOrderStatuses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatuses,
    onSettled: () => invalidateOrders(queryClient),
  });
}
