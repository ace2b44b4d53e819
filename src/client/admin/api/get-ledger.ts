import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { LedgerPage } from '#shared/schemas/ledger';
import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import type { LedgerListParams } from '#client/admin/api/types.ts';
import { api } from '#client/lib/api-client.ts';

/** "state=refund_owed&page=1&pageSize=10": the filters that are set, and the page. */
export function ledgerQueryString(params: LedgerListParams): string {
  const query = new URLSearchParams({ state: params.state });
  for (const key of ['search', 'method', 'from', 'to'] as const) {
    const value = params[key]?.trim();
    if (value) query.set(key, value);
  }
  query.set('page', String(params.page));
  query.set('pageSize', String(params.pageSize));
  return query.toString();
}

/** GET /api/ledger: a page of orders with money, newest first, and the totals of all matches. */
export function getLedger(params: LedgerListParams): Promise<LedgerPage> {
  return api.get<LedgerPage>(`/api/ledger?${ledgerQueryString(params)}`);
}

export const ledgerQueryOptions = (params: LedgerListParams) =>
  queryOptions({
    queryKey: adminQueryKeys.ledger.list(params),
    queryFn: () => getLedger(params),
    placeholderData: keepPreviousData,
    // Money arrives online at any time: opening the tab reads it afresh.
    staleTime: 0,
  });

export function useLedger(params: LedgerListParams) {
  return useQuery(ledgerQueryOptions(params));
}
