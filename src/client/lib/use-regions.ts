import { useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/regions';
import { call } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/**
 * Every region, enabled or not: the coverage and region pages and the back office read the
 * same list, under one key that a change of prices refreshes.
 */
export function useRegions() {
  return useQuery({
    queryKey: queryKeys.regions.all(),
    queryFn: () => call(endpoints.listRegions),
  });
}
