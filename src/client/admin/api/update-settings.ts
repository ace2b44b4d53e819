import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import * as endpoints from '#shared/api/settings';
import type { Setting, SettingKey } from '#shared/schemas/settings';
import { call } from '#client/lib/api-client.ts';

/** The changed settings as key and text value. */
export function updateSettings(changes: { key: SettingKey; value: string }[]): Promise<Setting[]> {
  return call(endpoints.updateSettings, { body: changes });
}

/** Spec section 7: the payments-enabled answer is refreshed after the settings change. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.settings() }),
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.paymentsEnabled() }),
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.invoices.status() }),
      ]),
  });
}
