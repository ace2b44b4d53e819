import { queryOptions, useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/settings';
import type { Setting } from '#shared/schemas/settings';
import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import { call } from '#client/lib/api-client.ts';

/** Every stored setting as key and text value. */
export function getSettings(): Promise<Setting[]> {
  return call(endpoints.listSettings);
}

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: adminQueryKeys.settings(), queryFn: getSettings });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
