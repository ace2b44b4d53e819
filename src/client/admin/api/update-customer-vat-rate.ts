import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { VatRate } from '#domain/vat';
import * as endpoints from '#shared/api/customers-admin';
import type { AdminCustomer } from '#shared/schemas/admin';
import { invalidateCustomers } from '#client/admin/api/invalidate-customers.ts';
import { call } from '#client/lib/api-client.ts';

/** A customer's VAT rate: 0, 5 or 20. */
export function updateCustomerVatRate({
  customerId,
  vatRate,
}: {
  customerId: number;
  vatRate: VatRate;
}): Promise<AdminCustomer> {
  return call(endpoints.updateCustomerVatRate, {
    params: { id: customerId },
    body: { vatRate },
  });
}

export function useUpdateCustomerVatRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomerVatRate,
    onSuccess: () => invalidateCustomers(queryClient),
  });
}
