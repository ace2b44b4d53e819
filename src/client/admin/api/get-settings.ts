import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Setting } from '#shared/schemas/settings';
import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import { api } from '#client/lib/api-client.ts';

/** GET /api/settings: every stored setting as key and text value. */
export function getSettings(): Promise<Setting[]> {
  return api.get<Setting[]>('/api/settings');
}

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: adminQueryKeys.settings(), queryFn: getSettings });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
