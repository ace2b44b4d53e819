import { useMutation, useQueryClient } from '@tanstack/react-query';

import * as endpoints from '#shared/api/orders-admin';
import { invalidateOrders } from '#client/admin/api/invalidate-orders.ts';
import { call } from '#client/lib/api-client.ts';

/**
 * A 400 for a day the round does not run, a 409 with the
 * next free day when the day is full.
 */
export function moveBookedDay({ orderId, date }: { orderId: number; date: string }) {
  return call(endpoints.moveBookedDay, { params: { id: String(orderId) }, body: { date } });
}

export function useMoveBookedDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveBookedDay,
    onSuccess: () => invalidateOrders(queryClient),
  });
}
