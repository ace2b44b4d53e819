import { queryOptions, useQuery } from '@tanstack/react-query';

import type { CurrentCustomer } from '#shared/schemas/customers';
import { currentCustomer } from '#shared/api/customer-session';
import { ApiError, call } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** Spec section 7: the current customer is cached for 5 minutes. */
export const CURRENT_CUSTOMER_STALE_MS = 5 * 60 * 1000;

/**
 * The signed-in customer. A 401 means "nobody is signed in", an answer rather than a failure,
 * so it resolves to null. This runs on every page (the header shows the name), so it stays
 * tiny: the shared fetch wrapper and a type, no schema library.
 */
export async function getCurrentCustomer(): Promise<CurrentCustomer | null> {
  try {
    return await call(currentCustomer);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export const currentCustomerQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.customer.me(),
    queryFn: getCurrentCustomer,
    staleTime: CURRENT_CUSTOMER_STALE_MS,
    retry: false,
  });

/** The signed-in customer: undefined while unknown, null for a guest. */
export function useCurrentCustomer() {
  return useQuery(currentCustomerQueryOptions());
}
