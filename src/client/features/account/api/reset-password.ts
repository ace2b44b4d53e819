import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { MessageResponse, ResetPasswordRequest } from '#shared/schemas/customers';
import * as endpoints from '#shared/api/customers';
import { call } from '#client/lib/api-client.ts';
import { forgetSignedIn } from '#client/features/account/api/session-cache.ts';

/**
 * 400 'Invalid or expired reset token' for an unknown,
 * used or expired link. The server ends every session of the customer.
 */
export function resetPassword(request: ResetPasswordRequest): Promise<MessageResponse> {
  return call(endpoints.resetPassword, { body: request });
}

/** The reset signs this browser out too (the server drops the cookie), so the cache follows. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => forgetSignedIn(queryClient),
  });
}
