import type { QueryClient } from '@tanstack/react-query';

import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';

/** After any order change: refetch order lists and histories so every view agrees. */
export function invalidateOrders(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminQueryKeys.orders.all() }),
    // A linked order counts towards that customer's order total.
    queryClient.invalidateQueries({ queryKey: adminQueryKeys.customers.all() }),
    // A change may issue documents, or leave a confirmed order without its invoice.
    queryClient.invalidateQueries({ queryKey: adminQueryKeys.invoices.all() }),
  ]);
}
