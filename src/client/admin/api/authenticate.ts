import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import type { MessageResponse } from '#shared/schemas/customers';
import { api } from '#client/lib/api-client.ts';

/** POST /api/admin/authenticate: opens the admin session (a cookie) when the password is right. */
export function authenticate(password: string): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/admin/authenticate', { password });
}

export function useAuthenticate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authenticate,
    onSuccess: () => queryClient.setQueryData(adminQueryKeys.auth(), true),
  });
}
