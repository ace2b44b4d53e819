import { queryOptions, useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/ledger';
import type { LedgerEntry } from '#shared/schemas/ledger';
import { ordersKeys } from '#client/admin/api/get-orders.ts';
import { call } from '#client/lib/api-client.ts';

/** Under the orders' key: a payment recorded or an order changed refreshes it. */
export const orderLedgerKey = (orderId: number) =>
  [...ordersKeys.all(), 'ledger', orderId] as const;

/** The money received and refunded for the order, oldest first. */
export function getOrderLedger(orderId: number): Promise<LedgerEntry[]> {
  return call(endpoints.getOrderLedger, { params: { id: String(orderId) } });
}

export const orderLedgerQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: orderLedgerKey(orderId),
    queryFn: () => getOrderLedger(orderId),
    staleTime: 0,
  });

export function useOrderLedger(orderId: number) {
  return useQuery(orderLedgerQueryOptions(orderId));
}
