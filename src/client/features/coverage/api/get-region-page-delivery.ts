import { skipToken, useQuery } from '@tanstack/react-query';

import type { DeliveryPromise } from '#shared/schemas/delivery';
import { queryKeys } from '#client/lib/query-keys.ts';

/**
 * The earliest delivery the server stated with a region's page: null where the region is not
 * served, undefined when the page was reached without it (the page then offers the check).
 */
export function useRegionPageDelivery(slug: string) {
  return useQuery<DeliveryPromise | null>({
    queryKey: queryKeys.regions.pageDelivery(slug),
    queryFn: skipToken,
  }).data;
}
