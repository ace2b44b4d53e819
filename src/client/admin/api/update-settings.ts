import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import type { Setting, SettingKey } from '#shared/schemas/settings';
import { api } from '#client/lib/api-client.ts';

/** PATCH /api/settings: the changed settings as key and text value. */
export function updateSettings(changes: { key: SettingKey; value: string }[]): Promise<Setting[]> {
  return api.patch<Setting[]>('/api/settings', changes);
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
