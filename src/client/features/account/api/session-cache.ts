import type { QueryClient } from '@tanstack/react-query';

import type { CurrentCustomer } from '#shared/schemas/customers';
import { queryKeys } from '#client/lib/query-keys.ts';

/**
 * A customer has just signed in (login or registration). Orders and pricing cached for an
 * earlier session belong to someone else, so they go; the answer already holds `me`.
 */
export function rememberSignedIn(queryClient: QueryClient, customer: CurrentCustomer): void {
  queryClient.removeQueries({ queryKey: queryKeys.customer.orders() });
  queryClient.removeQueries({ queryKey: queryKeys.customer.pricing() });
  queryClient.setQueryData(queryKeys.customer.me(), customer);
}

/** Spec section 4: logout clears the customer and pricing data and refreshes the orders. */
export function forgetSignedIn(queryClient: QueryClient): void {
  queryClient.setQueryData(queryKeys.customer.me(), null);
  queryClient.removeQueries({ queryKey: queryKeys.customer.pricing() });
  void queryClient.invalidateQueries({ queryKey: queryKeys.customer.orders() });
}
