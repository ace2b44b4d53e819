import { queryOptions, useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/regions';
import type { Region } from '#shared/schemas/regions';
import { call } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** Every region, enabled or not (coverage page, admin). */
export function getRegions(): Promise<Region[]> {
  return call(endpoints.listRegions);
}

export const regionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.regions.all(), queryFn: getRegions });

export function useRegions() {
  return useQuery(regionsQueryOptions());
}
