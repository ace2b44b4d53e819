import { queryOptions, useQuery } from '@tanstack/react-query';

import type { CustomerPricing } from '#shared/schemas/customers';
import * as endpoints from '#shared/api/customers';
import { call } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** Spec section 7: pricing is read only when signed in and cached for 5 minutes. */
export const CUSTOMER_PRICING_STALE_MS = 5 * 60 * 1000;

/** The signed-in customer's custom-pricing summary. */
export function getCustomerPricing(): Promise<CustomerPricing> {
  return call(endpoints.customerPricing);
}

export const customerPricingQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.customer.pricing(),
    queryFn: getCustomerPricing,
    staleTime: CUSTOMER_PRICING_STALE_MS,
  });

/**
 * `signedIn` keeps the call from being made for a guest; until the answer comes, the summary
 * that came with the current customer stands in.
 */
export function useCustomerPricing(signedIn: boolean, placeholder?: CustomerPricing) {
  return useQuery({
    ...customerPricingQueryOptions(),
    enabled: signedIn,
    placeholderData: placeholder,
  });
}
