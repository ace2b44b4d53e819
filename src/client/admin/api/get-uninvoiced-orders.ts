import { queryOptions, useQuery } from '@tanstack/react-query';

import type { UninvoicedOrders } from '#shared/schemas/invoices';
import * as endpoints from '#shared/api/invoices-admin';
import { call } from '#client/lib/api-client.ts';
import { invoicesKeys } from '#client/admin/api/get-invoices.ts';

const uninvoicedOrdersKey = () => [...invoicesKeys.all(), 'uninvoiced'] as const;

/** Confirmed orders without an invoice, oldest first. */
export function getUninvoicedOrders(): Promise<UninvoicedOrders> {
  return call(endpoints.uninvoicedOrders);
}

export const uninvoicedOrdersQueryOptions = () =>
  queryOptions({ queryKey: uninvoicedOrdersKey(), queryFn: getUninvoicedOrders });

export function useUninvoicedOrders() {
  return useQuery(uninvoicedOrdersQueryOptions());
}
