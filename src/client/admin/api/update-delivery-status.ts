import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { DeliveryStatusUpdateRequest } from '#shared/schemas/delivery';
import type { Order } from '#shared/schemas/orders';
import { invalidateOrders } from '#client/admin/api/invalidate-orders.ts';
import { api } from '#client/lib/api-client.ts';

/** PATCH /api/orders/{id}/delivery: the delivery's next step (never one that skips a step). */
export function updateDeliveryStatus(input: {
  orderId: number;
  update: DeliveryStatusUpdateRequest;
}): Promise<Order> {
  return api.patch<Order>(`/api/orders/${input.orderId}/delivery`, input.update);
}

export function useUpdateDeliveryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDeliveryStatus,
    onSettled: () => invalidateOrders(queryClient),
  });
}
