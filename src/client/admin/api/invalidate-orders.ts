import type { QueryClient } from '@tanstack/react-query';

import { customersKeys } from '#client/admin/api/get-customers.ts';
import { invoicesKeys } from '#client/admin/api/get-invoices.ts';
import { ordersKeys } from '#client/admin/api/get-orders.ts';

/** After any order change: refetch order lists and histories so every view agrees. */
export function invalidateOrders(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ordersKeys.all() }),
    // A linked order counts towards that customer's order total.
    queryClient.invalidateQueries({ queryKey: customersKeys.all() }),
    // A change may issue documents, or leave a confirmed order without its invoice.
    queryClient.invalidateQueries({ queryKey: invoicesKeys.all() }),
  ]);
}
