import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import type { AdminSignInResponse } from '#shared/schemas/admin-two-factor';
import { api } from '#client/lib/api-client.ts';

/** POST /api/admin/authenticate/code: the gate's second step, a code or a recovery code. */
export function authenticateCode(code: string): Promise<AdminSignInResponse> {
  return api.post<AdminSignInResponse>('/api/admin/authenticate/code', { code });
}

export function useAuthenticateCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authenticateCode,
    onSuccess: () => queryClient.setQueryData(adminQueryKeys.auth(), true),
  });
}
