import { useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/settings';
import { call } from '#client/lib/api-client.ts';
import { adminKey } from '#client/admin/api/admin-keys.ts';

export const settingsKey = () => adminKey('settings');

/** Every stored setting as key and text value. */
export function useSettings() {
  return useQuery({ queryKey: settingsKey(), queryFn: () => call(endpoints.listSettings) });
}
