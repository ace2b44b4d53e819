import { useMutation } from '@tanstack/react-query';

import type { MessageResponse } from '#shared/schemas/customers';
import * as endpoints from '#shared/api/customers';
import { call } from '#client/lib/api-client.ts';

/**
 * A new verification link to the account's address; 409
 * when it is verified already, 429 past 3 an hour (decision 028).
 */
export function sendVerificationEmail(): Promise<MessageResponse> {
  return call(endpoints.sendVerificationEmail);
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
