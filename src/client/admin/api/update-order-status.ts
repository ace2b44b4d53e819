import { useMutation, useQueryClient } from '@tanstack/react-query';

import * as endpoints from '#shared/api/orders-admin';
import type { OrderStatusAnswer } from '#shared/schemas/order-edit';
import type { OrderStatus } from '#shared/schemas/orders';
import { invalidateOrders } from '#client/admin/api/invalidate-orders.ts';
import { call } from '#client/lib/api-client.ts';

export interface OrderStatusChange {
  orderId: number;
  status: OrderStatus;
}

/**
 * Pending, confirmed or cancelled, in any order. The answer's
 * notice says when a confirmed order got no invoice, and why.
 */
export function updateOrderStatus({
  orderId,
  status,
}: OrderStatusChange): Promise<OrderStatusAnswer> {
  return call(endpoints.updateOrderStatus, { params: { id: String(orderId) }, body: { status } });
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSettled: () => invalidateOrders(queryClient),
  });
}

export interface BulkStatusChange {
  orderIds: number[];
  status: OrderStatus;
}

/** Several orders to one status, all or none. */
export function updateOrderStatuses(change: BulkStatusChange): Promise<OrderStatusAnswer[]> {
  return call(endpoints.updateOrderStatuses, { body: change });
}

export function useUpdateOrderStatuses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatuses,
    onSettled: () => invalidateOrders(queryClient),
  });
}
