import { queryOptions, useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/deliveries';
import { call } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** The details of the customer's last order. */
export function getSavedDeliveryDetails() {
  return call(endpoints.getSavedDeliveryDetails);
}

export const savedDeliveryDetailsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.customer.deliveryDetails(),
    queryFn: getSavedDeliveryDetails,
  });

export function useSavedDeliveryDetails(signedIn: boolean) {
  return useQuery({ ...savedDeliveryDetailsQueryOptions(), enabled: signedIn });
}
