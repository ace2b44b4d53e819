import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { MessageResponse } from '#shared/schemas/customers';
import { api } from '#client/lib/api-client.ts';
import { forgetSignedIn } from '#client/features/account/api/session-cache.ts';

/** POST /api/customers/logout: ends this browser's session. */
export function logout(): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/customers/logout');
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => forgetSignedIn(queryClient),
  });
}
