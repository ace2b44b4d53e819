import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import * as endpoints from '#shared/api/admin-auth';
import type { AdminSignInResponse } from '#shared/schemas/admin-two-factor';
import { call } from '#client/lib/api-client.ts';

/**
 * Opens the admin session (a cookie) when the password is right
 * and no code is due; otherwise `next` names the step still to take.
 */
export function authenticate(password: string): Promise<AdminSignInResponse> {
  return call(endpoints.authenticateAdmin, { body: { password } });
}

export function useAuthenticate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authenticate,
    onSuccess: ({ next }) => {
      if (next === 'signed_in') queryClient.setQueryData(adminQueryKeys.auth(), true);
    },
  });
}
