import { queryOptions, useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/tracking';
import type { TrackingResult } from '#shared/tracking';
import { ApiError, call } from '#client/lib/api-client.ts';

/**
 * The order a tracking link opens, 'expired' for a link past its time
 * (or revoked), or null when there is none.
 */
export async function getTrackedOrder(token: string): Promise<TrackingResult> {
  try {
    return await call(endpoints.trackOrder, { params: { token } });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    if (err instanceof ApiError && err.status === 410) return 'expired';
    throw err;
  }
}

export const trackedOrderQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['tracking', token],
    queryFn: () => getTrackedOrder(token),
  });

export function useTrackedOrder(token: string) {
  return useQuery(trackedOrderQueryOptions(token));
}
