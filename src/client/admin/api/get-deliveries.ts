import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/deliveries-admin';
import type {
  DeliveriesBoard,
  DeliveriesQuery,
  DeliveryDrops,
  DeliveryDropsQuery,
} from '#shared/schemas/delivery';
import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import { call } from '#client/lib/api-client.ts';

/** The filters that are set: a blank one is left out. */
const setOnly = <Q extends Record<string, string | undefined>>(query: Q): Q =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => Boolean(value))) as Q;

/** Open deliveries' drops and tonnes by date and postcode area. */
export function getDeliveries(filters: DeliveriesQuery): Promise<DeliveriesBoard> {
  return call(endpoints.getDeliveriesBoard, { query: setOnly(filters) });
}

export const deliveriesQueryOptions = (filters: DeliveriesQuery) =>
  queryOptions({
    queryKey: adminQueryKeys.deliveries.board(filters),
    queryFn: () => getDeliveries(filters),
    placeholderData: keepPreviousData,
  });

export function useDeliveries(filters: DeliveriesQuery) {
  return useQuery(deliveriesQueryOptions(filters));
}

/** One day's drops (or one postcode area's that day). */
export function getDeliveryDrops(query: DeliveryDropsQuery): Promise<DeliveryDrops> {
  return call(endpoints.getDeliveryDrops, { query: setOnly(query) });
}

export function useDeliveryDrops(query: DeliveryDropsQuery) {
  return useQuery({
    queryKey: adminQueryKeys.deliveries.drops(query),
    queryFn: () => getDeliveryDrops(query),
  });
}
