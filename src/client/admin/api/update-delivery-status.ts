import { useMutation, useQueryClient } from '@tanstack/react-query';

import * as endpoints from '#shared/api/deliveries-admin';
import type { DeliveryStatusUpdateRequest } from '#shared/schemas/delivery';
import { invalidateOrders } from '#client/admin/api/invalidate-orders.ts';
import { call } from '#client/lib/api-client.ts';

/** The delivery's next step (never one that skips a step). */
export function updateDeliveryStatus(input: {
  orderId: number;
  update: DeliveryStatusUpdateRequest;
}) {
  return call(endpoints.updateDeliveryStatus, {
    params: { id: String(input.orderId) },
    body: input.update,
  });
}

export function useUpdateDeliveryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDeliveryStatus,
    onSettled: () => invalidateOrders(queryClient),
  });
}
