import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import type { TwoFactorChangeRequest } from '#shared/schemas/admin-two-factor';
import type { MessageResponse } from '#shared/schemas/customers';
import * as endpoints from '#shared/api/two-factor';
import { call } from '#client/lib/api-client.ts';

/** Needs the password and a current code from the app. */
export function disableTwoFactor(request: TwoFactorChangeRequest): Promise<MessageResponse> {
  return call(endpoints.disableTwoFactor, { body: request });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.twoFactor() }),
  });
}
