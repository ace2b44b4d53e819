import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Order } from '#shared/schemas/orders';
import { invalidateOrders } from '#client/admin/api/invalidate-orders.ts';
import { api } from '#client/lib/api-client.ts';

/** PATCH /api/orders/{id}/associate-customer: a 404 'Customer not found' for an unknown id. */
export function associateCustomer({
  orderId,
  customerId,
}: {
  orderId: number;
  customerId: number;
}) {
  return api.patch<Order>(`/api/orders/${orderId}/associate-customer`, { customerId });
}

export function useAssociateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: associateCustomer,
    onSuccess: () => invalidateOrders(queryClient),
  });
}
