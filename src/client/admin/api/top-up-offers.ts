import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import * as endpoints from '#shared/api/top-up-offers-admin';
import type { TopUpOfferInput } from '#shared/schemas/top-up-offers';
import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import { call } from '#client/lib/api-client.ts';

export function useTopUpOffers() {
  return useQuery({
    queryKey: adminQueryKeys.topUpOffers(),
    queryFn: () => call(endpoints.listTopUpOffers),
  });
}

/** The list is read again whatever the answer. */
export function useCreateTopUpOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offer: TopUpOfferInput) => call(endpoints.createTopUpOffer, { body: offer }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.topUpOffers() }),
  });
}
