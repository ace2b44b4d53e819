import { useMutation } from '@tanstack/react-query';

import type { MessageResponse } from '#shared/schemas/customers';
import * as endpoints from '#shared/api/customers';
import { call } from '#client/lib/api-client.ts';

/** Answers the same whether or not the email is known. */
export function requestPasswordReset(email: string): Promise<MessageResponse> {
  return call(endpoints.forgotPassword, { body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
