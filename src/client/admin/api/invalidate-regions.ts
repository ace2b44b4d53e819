import type { QueryClient } from '@tanstack/react-query';

import { queryKeys } from '#client/lib/query-keys.ts';

/** After any region change: refetch the one region list. */
export function invalidateRegions(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.regions.all() });
}
