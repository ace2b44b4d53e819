import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/dashboard';
import type { ChartPeriod, Dashboard } from '#shared/schemas/dashboard';
import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import { call } from '#client/lib/api-client.ts';

/** The sales figures, the open work and the charts' data. */
export function getDashboard(period: ChartPeriod): Promise<Dashboard> {
  return call(endpoints.getDashboard, { query: { period } });
}

export const dashboardQueryOptions = (period: ChartPeriod) =>
  queryOptions({
    queryKey: adminQueryKeys.dashboard(period),
    queryFn: () => getDashboard(period),
    // The charts keep showing while another period loads.
    placeholderData: keepPreviousData,
  });

export function useDashboard(period: ChartPeriod) {
  return useQuery(dashboardQueryOptions(period));
}
