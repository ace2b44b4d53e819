import { useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/customers';
import type { GuestOrdersResponse } from '#shared/schemas/customers';
import { call } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/**
 * Orders placed as a guest with the customer's verified
 * address, to choose from; none until it is verified (decision 031).
 */
export function getGuestOrders(): Promise<GuestOrdersResponse> {
  return call(endpoints.customerGuestOrders);
}

/** Asked only once the address is verified: before that the answer is always empty. */
export const useGuestOrders = (emailVerified: boolean) =>
  useQuery({
    queryKey: queryKeys.customer.guestOrders(),
    queryFn: getGuestOrders,
    enabled: emailVerified,
  });
