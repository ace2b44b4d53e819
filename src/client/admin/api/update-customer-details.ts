import { useMutation, useQueryClient } from '@tanstack/react-query';

import * as endpoints from '#shared/api/customers-admin';
import type { AdminCustomer } from '#shared/schemas/admin';
import { invalidateCustomers } from '#client/admin/api/invalidate-customers.ts';
import { call } from '#client/lib/api-client.ts';

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

/** Blank optional fields are cleared. */
export function updateCustomerDetails({
  customerId,
  details,
}: {
  customerId: number;
  details: CustomerDetails;
}): Promise<AdminCustomer> {
  return call(endpoints.updateCustomerDetails, {
    params: { id: customerId },
    body: details,
  });
}

export function useUpdateCustomerDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomerDetails,
    onSuccess: () => invalidateCustomers(queryClient),
  });
}
