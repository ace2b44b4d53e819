import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { MessageResponse } from '#shared/schemas/customers';
import * as endpoints from '#shared/api/customers';
import { call } from '#client/lib/api-client.ts';
import { forgetSignedIn } from '#client/features/account/api/session-cache.ts';

/** POST /api/customers/logout: ends this browser's session. */
export function logout(): Promise<MessageResponse> {
  return call(endpoints.logout);
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => forgetSignedIn(queryClient),
  });
}
