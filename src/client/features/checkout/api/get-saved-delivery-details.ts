import { queryOptions, useQuery } from '@tanstack/react-query';

import type { SavedDeliveryDetails } from '#shared/schemas/delivery';
import { api } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** GET /api/customers/me/delivery-details: the details of the customer's last order. */
export function getSavedDeliveryDetails(): Promise<{ details: SavedDeliveryDetails | null }> {
  return api.get('/api/customers/me/delivery-details');
}

export const savedDeliveryDetailsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.customer.deliveryDetails(),
    queryFn: getSavedDeliveryDetails,
  });

export function useSavedDeliveryDetails(signedIn: boolean) {
  return useQuery({ ...savedDeliveryDetailsQueryOptions(), enabled: signedIn });
}
