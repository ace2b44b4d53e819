import type { QueryClient } from '@tanstack/react-query';

import { customersKeys } from '#client/admin/api/get-customers.ts';

/** After a change to a customer: refetch every customer list page. */
export function invalidateCustomers(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: customersKeys.all() });
}
