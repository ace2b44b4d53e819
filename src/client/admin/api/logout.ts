import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminKey } from '#client/admin/api/admin-keys.ts';
import { adminSessionKey } from '#client/admin/api/check-auth.ts';
import * as endpoints from '#shared/api/admin-auth';
import type { MessageResponse } from '#shared/schemas/customers';
import { call } from '#client/lib/api-client.ts';

/** Ends the admin session. */
export function logout(): Promise<MessageResponse> {
  return call(endpoints.logoutAdmin);
}

/** Back to the gate, with nothing of the admin data left in the cache. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(adminSessionKey(), false);
      queryClient.removeQueries({ queryKey: adminKey() });
    },
  });
}
