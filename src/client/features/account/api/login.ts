import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { LoginRequest, SignedInResponse } from '#shared/schemas/customers';
import * as endpoints from '#shared/api/customers';
import { call } from '#client/lib/api-client.ts';
import { rememberSignedIn } from '#client/features/account/api/session-cache.ts';

/** 401 for a wrong email or password, 429 after repeated failures. */
export function login(credentials: LoginRequest): Promise<SignedInResponse> {
  return call(endpoints.login, { body: credentials });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ customer }) => rememberSignedIn(queryClient, customer),
  });
}
