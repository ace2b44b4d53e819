import type { QueryClient } from '@tanstack/react-query';

import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';

/** After a change to a customer: refetch every customer list page. */
export function invalidateCustomers(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: adminQueryKeys.customers.all() });
}
