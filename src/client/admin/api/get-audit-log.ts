import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { AuditPage } from '#shared/schemas/audit';
import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import type { AuditListParams } from '#client/admin/api/types.ts';
import { api } from '#client/lib/api-client.ts';

/** "area=order&page=1&pageSize=10": the filters that are set, and the page. */
export function auditQueryString(params: AuditListParams): string {
  const query = new URLSearchParams();
  for (const key of ['area', 'action', 'actor', 'entityId'] as const) {
    const value = params[key]?.trim();
    if (value) query.set(key, value);
  }
  query.set('page', String(params.page));
  query.set('pageSize', String(params.pageSize));
  return query.toString();
}

/** GET /api/admin/audit: one page of the audit log, newest first. */
export function getAuditLog(params: AuditListParams): Promise<AuditPage> {
  return api.get<AuditPage>(`/api/admin/audit?${auditQueryString(params)}`);
}

export const auditLogQueryOptions = (params: AuditListParams) =>
  queryOptions({
    queryKey: adminQueryKeys.audit.list(params),
    queryFn: () => getAuditLog(params),
    placeholderData: keepPreviousData,
    // The log grows with every change made anywhere: opening the tab reads it afresh.
    staleTime: 0,
  });

export function useAuditLog(params: AuditListParams) {
  return useQuery(auditLogQueryOptions(params));
}
