import { queryOptions, useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/deliveries';
import type { DeliveryDates } from '#shared/schemas/delivery';
import { call } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/**
 * The round's days for this postcode (full where `tonnes` no longer
 * fit), or the working days a customer may give as their earliest date where no round runs.
 */
export function getDeliveryDates(postcode: string, tonnes: number | null): Promise<DeliveryDates> {
  return call(endpoints.getDeliveryDates, {
    query: { postcode, tonnes: tonnes ?? undefined },
  });
}

export const deliveryDatesQueryOptions = (postcode: string, tonnes: number | null) =>
  queryOptions({
    queryKey: queryKeys.delivery.dates(postcode, tonnes),
    queryFn: () => getDeliveryDates(postcode, tonnes),
    // The dates move on at midnight; a few minutes keeps the full days near enough for a
    // checkout, and a refused booking refreshes them at once.
    staleTime: 5 * 60 * 1000,
  });

export function useDeliveryDates(postcode: string | null, tonnes: number | null) {
  return useQuery({
    ...deliveryDatesQueryOptions(postcode ?? '', tonnes),
    enabled: postcode !== null,
  });
}
