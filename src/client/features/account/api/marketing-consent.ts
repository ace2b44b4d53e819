import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { MarketingConsent, MarketingConsentUpdate } from '#shared/schemas/customers';
import { api } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** GET /api/customers/marketing-consent: the signed-in customer's current choice. */
export function getMarketingConsent(): Promise<MarketingConsent> {
  return api.get<MarketingConsent>('/api/customers/marketing-consent');
}

/** PUT /api/customers/marketing-consent: a new choice, recorded with the account as source. */
export function updateMarketingConsent(update: MarketingConsentUpdate): Promise<MarketingConsent> {
  return api.put<MarketingConsent>('/api/customers/marketing-consent', update);
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
