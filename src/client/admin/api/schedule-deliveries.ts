import { useMutation, useQueryClient } from '@tanstack/react-query';

import * as endpoints from '#shared/api/deliveries-admin';
import type { ScheduleDeliveriesRequest } from '#shared/schemas/delivery';
import { invalidateOrders } from '#client/admin/api/invalidate-orders.ts';
import { call } from '#client/lib/api-client.ts';

/** The chosen orders go out on one date and slot, or none do. */
export function scheduleDeliveries(body: ScheduleDeliveriesRequest) {
  return call(endpoints.scheduleDeliveries, { body });
}

export function useScheduleDeliveries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleDeliveries,
    onSettled: () => invalidateOrders(queryClient),
  });
}
