import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type {
  DeliveriesBoard,
  DeliveriesQuery,
  DeliveryDrops,
  DeliveryDropsQuery,
} from '#shared/schemas/delivery';
import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import { api } from '#client/lib/api-client.ts';

const search = (query: Record<string, string | undefined>) =>
  new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();

/** GET /api/deliveries: open deliveries' drops and tonnes by date and postcode area. */
export function getDeliveries(filters: DeliveriesQuery): Promise<DeliveriesBoard> {
  return api.get<DeliveriesBoard>(`/api/deliveries?${search(filters)}`);
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

/** GET /api/deliveries/drops: one day's drops (or one postcode area's that day). */
export function getDeliveryDrops(query: DeliveryDropsQuery): Promise<DeliveryDrops> {
  return api.get<DeliveryDrops>(`/api/deliveries/drops?${search(query)}`);
}

export function useDeliveryDrops(query: DeliveryDropsQuery) {
  return useQuery({
    queryKey: adminQueryKeys.deliveries.drops(query),
    queryFn: () => getDeliveryDrops(query),
  });
}
