import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/dashboard';
import type { ChartPeriod, Dashboard } from '#shared/schemas/dashboard';
import { call } from '#client/lib/api-client.ts';
import { adminKey } from '#client/admin/api/admin-keys.ts';

const dashboardKey = (period: ChartPeriod) => adminKey('dashboard', period);

/** The sales figures, the open work and the charts' data. */
export function getDashboard(period: ChartPeriod): Promise<Dashboard> {
  return call(endpoints.getDashboard, { query: { period } });
}

export const dashboardQueryOptions = (period: ChartPeriod) =>
  queryOptions({
    queryKey: dashboardKey(period),
    queryFn: () => getDashboard(period),
    // The charts keep showing while another period loads.
    placeholderData: keepPreviousData,
  });

export function useDashboard(period: ChartPeriod) {
  return useQuery(dashboardQueryOptions(period));
}
