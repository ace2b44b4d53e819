import { useMutation, useQueryClient } from '@tanstack/react-query';

import * as endpoints from '#shared/api/customers-admin';
import type { AdminCustomer } from '#shared/schemas/admin';
import { invalidateCustomers } from '#client/admin/api/invalidate-customers.ts';
import { call } from '#client/lib/api-client.ts';

export interface CustomPricingChange {
  /** Pounds per tonne excluding VAT; null removes the custom price. */
  customPrice: number | null;
  customPriceNote: string | null;
  /** 'YYYY-MM-DD': the price applies before this date; null for no end. */
  customPriceValidTo: string | null;
}

export function updateCustomerPricing({
  customerId,
  pricing,
}: {
  customerId: number;
  pricing: CustomPricingChange;
}): Promise<AdminCustomer> {
  return call(endpoints.updateCustomerPricing, {
    params: { id: customerId },
    body: pricing,
  });
}

export function useUpdateCustomerPricing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomerPricing,
    onSuccess: () => invalidateCustomers(queryClient),
  });
}
