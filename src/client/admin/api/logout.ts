import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import { api } from '#client/lib/api-client.ts';

/** POST /api/admin/logout: ends the admin session. */
export function logout(): Promise<unknown> {
  return api.post<unknown>('/api/admin/logout');
}

/** Back to the gate, with nothing of the admin data left in the cache. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(adminQueryKeys.auth(), false);
      queryClient.removeQueries({ queryKey: adminQueryKeys.all() });
    },
  });
}
