import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { AdminCustomer } from '#shared/schemas/admin';
import { invalidateCustomers } from '#client/admin/api/invalidate-customers.ts';
import { api } from '#client/lib/api-client.ts';

/** Everything the admin may change about a customer except email, price and VAT rate. */
export interface CustomerDetails {
  firstName: string;
  lastName: string;
  companyName: string;
  phone: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  postcode: string;
}

/** PATCH /api/customers/{id}/details; blank optional fields are cleared. */
export function updateCustomerDetails({
  customerId,
  details,
}: {
  customerId: number;
  details: CustomerDetails;
}): Promise<AdminCustomer> {
  return api.patch<AdminCustomer>(`/api/customers/${customerId}/details`, details);
}

export function useUpdateCustomerDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomerDetails,
    onSuccess: () => invalidateCustomers(queryClient),
  });
}
