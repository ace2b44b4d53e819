import { useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/deliveries';
import type { DeliveryTerms } from '#shared/schemas/delivery';
import { call } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** The lead time in Settings, and whether rounds book days. */
export function getDeliveryTerms(): Promise<DeliveryTerms> {
  return call(endpoints.getDeliveryTerms);
}

/** The server renders the delivery pages with it; undefined only while a browser loads it. */
export function useDeliveryTerms(): DeliveryTerms | undefined {
  return useQuery({ queryKey: queryKeys.deliveryTerms(), queryFn: getDeliveryTerms }).data;
}
