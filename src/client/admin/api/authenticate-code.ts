import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import * as endpoints from '#shared/api/admin-auth';
import type { AdminSignInResponse } from '#shared/schemas/admin-two-factor';
import { call } from '#client/lib/api-client.ts';

/** The gate's second step, a code or a recovery code. */
export function authenticateCode(code: string): Promise<AdminSignInResponse> {
  return call(endpoints.authenticateAdminCode, { body: { code } });
}

export function useAuthenticateCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authenticateCode,
    onSuccess: () => queryClient.setQueryData(adminQueryKeys.auth(), true),
  });
}
