import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { RegisterRequest, SignedInResponse } from '#shared/schemas/customers';
import { api } from '#client/lib/api-client.ts';
import { rememberSignedIn } from '#client/features/account/api/session-cache.ts';

/** POST /api/customers/register: creates the account and signs the customer in (201). */
export function register(request: RegisterRequest): Promise<SignedInResponse> {
  return api.post<SignedInResponse>('/api/customers/register', request);
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: ({ customer }) => rememberSignedIn(queryClient, customer),
  });
}
