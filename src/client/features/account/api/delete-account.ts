import { useMutation, useQueryClient } from '@tanstack/react-query';

import * as endpoints from '#shared/api/customers';
import type { DeleteAccountInput, ErasureReport } from '#shared/schemas/data-requests';
import { call } from '#client/lib/api-client.ts';
import { forgetSignedIn } from '#client/features/account/api/session-cache.ts';

/**
 * Erases the signed-in customer (UK GDPR article 17) and ends
 * the session. 400 for a wrong password and 409 while an order is under way; neither changes
 * anything.
 */
export function deleteAccount(input: DeleteAccountInput): Promise<ErasureReport> {
  return call(endpoints.deleteMyAccount, { body: input });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    // The server has already cleared the session cookie: the browser forgets them as on logout.
    onSuccess: () => forgetSignedIn(queryClient),
  });
}
