import { useMutation } from '@tanstack/react-query';

import type { ChangePasswordRequest, MessageResponse } from '#shared/schemas/customers';
import * as endpoints from '#shared/api/customers';
import { call } from '#client/lib/api-client.ts';

/**
 * 400 with a detail on `currentPassword` when the current
 * password is wrong, 429 after too many wrong ones. The server ends the customer's other
 * sessions; this browser stays signed in, so nothing cached changes.
 */
export function changePassword(request: ChangePasswordRequest): Promise<MessageResponse> {
  return call(endpoints.changePassword, { body: request });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
