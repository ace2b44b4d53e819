import { queryOptions, useQuery } from '@tanstack/react-query';

import type { UninvoicedOrders } from '#shared/schemas/invoices';
import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import * as endpoints from '#shared/api/invoices-admin';
import { call } from '#client/lib/api-client.ts';

/** Confirmed orders without an invoice, oldest first. */
export function getUninvoicedOrders(): Promise<UninvoicedOrders> {
  return call(endpoints.uninvoicedOrders);
}

export const uninvoicedOrdersQueryOptions = () =>
  queryOptions({ queryKey: adminQueryKeys.invoices.uninvoiced(), queryFn: getUninvoicedOrders });

export function useUninvoicedOrders() {
  return useQuery(uninvoicedOrdersQueryOptions());
}
