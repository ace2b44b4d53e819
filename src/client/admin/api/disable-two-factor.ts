import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import type { MessageResponse } from '#shared/schemas/customers';
import { api } from '#client/lib/api-client.ts';

/** POST /api/admin/two-factor/disable: needs a current code from the authenticator app. */
export function disableTwoFactor(code: string): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/admin/two-factor/disable', { code });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.twoFactor() }),
  });
}
