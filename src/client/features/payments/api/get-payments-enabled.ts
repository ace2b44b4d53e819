import { queryOptions, useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/payment-options';
import type { PaymentsEnabled } from '#shared/schemas/payment-options';
import { call } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** Spec section 4: the switch is read again every 10 seconds while the customer looks. */
export const PAYMENTS_ENABLED_POLL_MS = 10_000;

/** Whether the back office has switched online payments on. */
export function getPaymentsEnabled(): Promise<PaymentsEnabled> {
  return call(endpoints.paymentsEnabled);
}

export const paymentsEnabledQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.payments.enabled(),
    queryFn: getPaymentsEnabled,
    staleTime: 0,
    refetchInterval: PAYMENTS_ENABLED_POLL_MS,
    refetchOnWindowFocus: true,
  });

/**
 * Whether Pay Now may be offered. Asked only for a signed-in customer; while unknown, after a
 * failed read (even one following a good answer) or for an answer of the wrong shape it is
 * false, so a payment is never offered on stale or doubtful news (spec section 4).
 */
export function usePaymentsEnabled(signedIn: boolean): boolean {
  const query = useQuery({ ...paymentsEnabledQueryOptions(), enabled: signedIn });
  return signedIn && query.isSuccess && query.data.enabled === true;
}
