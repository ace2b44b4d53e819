import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/audit';
import type { EndpointInput } from '#shared/api/endpoint';
import type { AuditPage, AuditVocabulary } from '#shared/schemas/audit';
import type { AuditListParams } from '#client/admin/api/types.ts';
import { call } from '#client/lib/api-client.ts';
import { adminKey } from '#client/admin/api/admin-keys.ts';

const auditKeys = {
  list: (params: AuditListParams) => adminKey('audit', 'list', params),
  vocabulary: () => adminKey('audit', 'vocabulary'),
};

type AuditQuery = EndpointInput<typeof endpoints.listAuditEntries>['query'];

/** The filters that are set (blank ones left out), and the page: `area=order&page=1&pageSize=10`. */
export function auditQuery(params: AuditListParams): AuditQuery {
  const query: Record<string, string | number> = {};
  for (const key of ['area', 'action', 'actor', 'entityId'] as const) {
    const value = params[key]?.trim();
    if (value) query[key] = value;
  }
  query.page = params.page;
  query.pageSize = params.pageSize;
  return query;
}

/** One page of the audit log, newest first. */
export function getAuditLog(params: AuditListParams): Promise<AuditPage> {
  return call(endpoints.listAuditEntries, { query: auditQuery(params) });
}

export const auditLogQueryOptions = (params: AuditListParams) =>
  queryOptions({
    queryKey: auditKeys.list(params),
    queryFn: () => getAuditLog(params),
    placeholderData: keepPreviousData,
    // The log grows with every change made anywhere: opening the tab reads it afresh.
    staleTime: 0,
  });

export function useAuditLog(params: AuditListParams) {
  return useQuery(auditLogQueryOptions(params));
}

/** What the log can record and what each is called, as the server's modules declared it. */
export function useAuditVocabulary() {
  return useQuery({
    queryKey: auditKeys.vocabulary(),
    queryFn: (): Promise<AuditVocabulary> => call(endpoints.getAuditVocabulary),
    // Fixed while the server runs.
    staleTime: Infinity,
  });
}
