import { useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/top-up-offers-admin';
import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import { call } from '#client/lib/api-client.ts';

export function useTopUpOffers() {
  return useQuery({
    queryKey: adminQueryKeys.topUpOffers(),
    queryFn: () => call(endpoints.listTopUpOffers),
  });
}
