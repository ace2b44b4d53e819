import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import * as endpoints from '#shared/api/marketing';
import type { MarketingConsent, MarketingConsentUpdate } from '#shared/schemas/customers';
import { call } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** The signed-in customer's current choice. */
export function getMarketingConsent(): Promise<MarketingConsent> {
  return call(endpoints.getMarketingConsent);
}

/** A new choice, recorded with the account as source. */
export function updateMarketingConsent(update: MarketingConsentUpdate): Promise<MarketingConsent> {
  return call(endpoints.updateMarketingConsent, { body: update });
}

export const marketingConsentQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.customer.marketingConsent(), queryFn: getMarketingConsent });

export const useMarketingConsent = () => useQuery(marketingConsentQueryOptions());

export function useUpdateMarketingConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMarketingConsent,
    onSuccess: (consent) =>
      queryClient.setQueryData(queryKeys.customer.marketingConsent(), consent),
  });
}
