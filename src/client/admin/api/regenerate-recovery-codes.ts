import { useMutation } from '@tanstack/react-query';

import type { TwoFactorChangeRequest, TwoFactorEnabled } from '#shared/schemas/admin-two-factor';
import * as endpoints from '#shared/api/two-factor';
import { call } from '#client/lib/api-client.ts';

/**
 * Ten new recovery codes in place of the old ones;
 * needs the password and a current code from the app. The caller refreshes the status once the
 * codes were read.
 */
export function regenerateRecoveryCodes(
  request: TwoFactorChangeRequest,
): Promise<TwoFactorEnabled> {
  return call(endpoints.regenerateRecoveryCodes, { body: request });
}

export function useRegenerateRecoveryCodes() {
  return useMutation({ mutationFn: regenerateRecoveryCodes });
}
