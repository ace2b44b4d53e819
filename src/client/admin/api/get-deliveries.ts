import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { DeliveriesBoard, DeliveriesQuery } from '#shared/schemas/delivery';
import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import { api } from '#client/lib/api-client.ts';

/** GET /api/deliveries: open deliveries by date and postcode area, with the lorry capacity. */
export function getDeliveries(filters: DeliveriesQuery): Promise<DeliveriesBoard> {
  const query = new URLSearchParams();
  if (filters.region) query.set('region', filters.region);
  if (filters.form) query.set('form', filters.form);
  return api.get<DeliveriesBoard>(`/api/deliveries?${query.toString()}`);
}

export const deliveriesQueryOptions = (filters: DeliveriesQuery) =>
  queryOptions({
    queryKey: adminQueryKeys.deliveries(filters),
    queryFn: () => getDeliveries(filters),
    placeholderData: keepPreviousData,
  });

export function useDeliveries(filters: DeliveriesQuery) {
  return useQuery(deliveriesQueryOptions(filters));
}
