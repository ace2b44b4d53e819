import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { MessageResponse } from '#shared/schemas/customers';
import * as endpoints from '#shared/api/customers';
import { call } from '#client/lib/api-client.ts';
import { forgetSignedIn } from '#client/features/account/api/session-cache.ts';

/**
 * Ends this browser's session; with `forgetBrowser` the browser is
 * no longer remembered for signing in either.
 */
export function logout(forgetBrowser = false): Promise<MessageResponse> {
  return call(endpoints.logout, { body: forgetBrowser ? { forgetBrowser } : undefined });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (options: { forgetBrowser: boolean } = { forgetBrowser: false }) =>
      logout(options.forgetBrowser),
    onSuccess: () => forgetSignedIn(queryClient),
  });
}
