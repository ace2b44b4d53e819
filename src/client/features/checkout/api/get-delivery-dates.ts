import { queryOptions, useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/deliveries';
import type { DeliveryDates } from '#shared/schemas/delivery';
import { call } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** GET /api/delivery-dates: the working days a customer at this postcode may choose. */
export function getDeliveryDates(postcode: string): Promise<DeliveryDates> {
  return call(endpoints.getDeliveryDates, { query: { postcode } });
}

export const deliveryDatesQueryOptions = (postcode: string) =>
  queryOptions({
    queryKey: queryKeys.delivery.dates(postcode),
    queryFn: () => getDeliveryDates(postcode),
    // The dates move on at midnight; an hour is plenty fresh for a checkout.
    staleTime: 60 * 60 * 1000,
  });

export function useDeliveryDates(postcode: string | null) {
  return useQuery({ ...deliveryDatesQueryOptions(postcode ?? ''), enabled: postcode !== null });
}
