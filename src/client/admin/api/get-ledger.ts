import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/ledger';
import type { LedgerPage } from '#shared/schemas/ledger';
import type { LedgerListParams } from '#client/admin/api/types.ts';
import { call } from '#client/lib/api-client.ts';
import { ordersKeys } from '#client/admin/api/get-orders.ts';

/** The Payments tab's ledger reads orders' money: invalidating orders refreshes it too. */
const ledgerListKey = (params: LedgerListParams) =>
  [...ordersKeys.all(), 'ledger', 'list', params] as const;

/** A page of orders with money, newest first, and the totals of all matches. */
export function getLedger(params: LedgerListParams): Promise<LedgerPage> {
  const { state, page, pageSize } = params;
  const search = params.search.trim();
  const from = params.from?.trim();
  const to = params.to?.trim();
  return call(endpoints.listLedger, {
    // The filters that are set, and the page.
    query: {
      state,
      ...(search ? { search } : {}),
      ...(params.method ? { method: params.method } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      page,
      pageSize,
    },
  });
}

export const ledgerQueryOptions = (params: LedgerListParams) =>
  queryOptions({
    queryKey: ledgerListKey(params),
    queryFn: () => getLedger(params),
    placeholderData: keepPreviousData,
    // Money arrives online at any time: opening the tab reads it afresh.
    staleTime: 0,
  });

export function useLedger(params: LedgerListParams) {
  return useQuery(ledgerQueryOptions(params));
}
