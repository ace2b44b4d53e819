import { useMutation } from '@tanstack/react-query';

import type { TwoFactorChangeRequest, TwoFactorEnabled } from '#shared/schemas/admin-two-factor';
import { api } from '#client/lib/api-client.ts';

/**
 * POST /api/admin/two-factor/recovery-codes: ten new recovery codes in place of the old ones;
 * needs the password and a current code from the app. The caller refreshes the status once the
 * codes were read.
 */
export function regenerateRecoveryCodes(
  request: TwoFactorChangeRequest,
): Promise<TwoFactorEnabled> {
  return api.post<TwoFactorEnabled>('/api/admin/two-factor/recovery-codes', request);
}

export function useRegenerateRecoveryCodes() {
  return useMutation({ mutationFn: regenerateRecoveryCodes });
}
