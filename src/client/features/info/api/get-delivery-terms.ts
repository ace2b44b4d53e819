import { queryOptions, useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/deliveries';
import type { DeliveryTerms } from '#shared/schemas/delivery';
import { call } from '#client/lib/api-client.ts';

/** The lead time in Settings, and whether rounds book days. */
export function getDeliveryTerms(): Promise<DeliveryTerms> {
  return call(endpoints.getDeliveryTerms);
}

export const deliveryTermsQueryOptions = () =>
  queryOptions({ queryKey: ['delivery-terms'], queryFn: getDeliveryTerms });

/** The server renders the delivery pages with it; undefined only while a browser loads it. */
export function useDeliveryTerms(): DeliveryTerms | undefined {
  return useQuery(deliveryTermsQueryOptions()).data;
}
