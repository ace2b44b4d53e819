import { useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/top-up-offers-admin';
import { call } from '#client/lib/api-client.ts';
import { adminKey } from '#client/admin/api/admin-keys.ts';

/** The lorry-days with room and the top-up offers made for them. */
export const topUpOffersKey = () => adminKey('top-up-offers');

export function useTopUpOffers() {
  return useQuery({
    queryKey: topUpOffersKey(),
    queryFn: () => call(endpoints.listTopUpOffers),
  });
}
