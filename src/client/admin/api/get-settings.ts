import { queryOptions, useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/settings';
import type { Setting } from '#shared/schemas/settings';
import { call } from '#client/lib/api-client.ts';
import { adminKey } from '#client/admin/api/admin-keys.ts';

export const settingsKey = () => adminKey('settings');

/** Every stored setting as key and text value. */
export function getSettings(): Promise<Setting[]> {
  return call(endpoints.listSettings);
}

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKey(), queryFn: getSettings });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
