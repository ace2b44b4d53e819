import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { RegisterRequest, SignedInResponse } from '#shared/schemas/customers';
import * as endpoints from '#shared/api/customers';
import { call } from '#client/lib/api-client.ts';
import { rememberSignedIn } from '#client/features/account/api/session-cache.ts';

/** Creates the account and signs the customer in (201). */
export function register(request: RegisterRequest): Promise<SignedInResponse> {
  return call(endpoints.registerCustomer, { body: request });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: ({ customer }) => rememberSignedIn(queryClient, customer),
  });
}
