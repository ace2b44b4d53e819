import { useMutation, useQueryClient } from '@tanstack/react-query';

import * as endpoints from '#shared/api/orders-admin';
import { invalidateOrders } from '#client/admin/api/invalidate-orders.ts';
import { call } from '#client/lib/api-client.ts';

/** A 404 'Customer not found' for an unknown id. */
export function associateCustomer({
  orderId,
  customerId,
}: {
  orderId: number;
  customerId: number;
}) {
  return call(endpoints.associateCustomer, {
    params: { id: String(orderId) },
    body: { customerId },
  });
}

export function useAssociateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: associateCustomer,
    onSuccess: () => invalidateOrders(queryClient),
  });
}
