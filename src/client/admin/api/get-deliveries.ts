import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/deliveries-admin';
import type {
  DeliveriesBoard,
  DeliveriesQuery,
  DeliveryDrops,
  DeliveryDropsQuery,
} from '#shared/schemas/delivery';
import { call } from '#client/lib/api-client.ts';
import { ordersKeys } from '#client/admin/api/get-orders.ts';

/** Delivery planning reads orders: invalidating orders refreshes it too. */
const deliveriesKeys = {
  board: (filters: object) => [...ordersKeys.all(), 'deliveries', 'board', filters] as const,
  drops: (query: object) => [...ordersKeys.all(), 'deliveries', 'drops', query] as const,
};

/** The filters that are set: a blank one is left out. */
const setOnly = <Q extends Record<string, string | undefined>>(query: Q): Q =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => Boolean(value))) as Q;

/** Open deliveries' drops and tonnes by date and postcode area. */
export function getDeliveries(filters: DeliveriesQuery): Promise<DeliveriesBoard> {
  return call(endpoints.getDeliveriesBoard, { query: setOnly(filters) });
}

export const deliveriesQueryOptions = (filters: DeliveriesQuery) =>
  queryOptions({
    queryKey: deliveriesKeys.board(filters),
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
    queryKey: deliveriesKeys.drops(query),
    queryFn: () => getDeliveryDrops(query),
  });
}
