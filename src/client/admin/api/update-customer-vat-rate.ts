import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { VatRate } from '#domain/vat';
import type { AdminCustomer } from '#shared/schemas/admin';
import { invalidateCustomers } from '#client/admin/api/invalidate-customers.ts';
import { api } from '#client/lib/api-client.ts';

/** PATCH /api/customers/{id}/vat-rate: 0, 5 or 20. */
export function updateCustomerVatRate({
  customerId,
  vatRate,
}: {
  customerId: number;
  vatRate: VatRate;
}): Promise<AdminCustomer> {
  return api.patch<AdminCustomer>(`/api/customers/${customerId}/vat-rate`, { vatRate });
}

export function useUpdateCustomerVatRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomerVatRate,
    onSuccess: () => invalidateCustomers(queryClient),
  });
}
