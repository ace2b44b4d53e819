import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ScheduleDeliveriesRequest } from '#shared/schemas/delivery';
import type { Order } from '#shared/schemas/orders';
import { invalidateOrders } from '#client/admin/api/invalidate-orders.ts';
import { api } from '#client/lib/api-client.ts';

/** POST /api/deliveries/schedule: the chosen orders go out on one date and slot, or none do. */
export function scheduleDeliveries(body: ScheduleDeliveriesRequest): Promise<{ orders: Order[] }> {
  return api.post<{ orders: Order[] }>('/api/deliveries/schedule', body);
}

export function useScheduleDeliveries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleDeliveries,
    onSettled: () => invalidateOrders(queryClient),
  });
}
