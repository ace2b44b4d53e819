import { useMutation } from '@tanstack/react-query';

import type { TwoFactorChangeRequest, TwoFactorEnabled } from '#shared/schemas/admin-two-factor';
import * as endpoints from '#shared/api/two-factor';
import { call } from '#client/lib/api-client.ts';

/**
 * Turns it on with the password and a first code and
 * answers the recovery codes. The server ends every admin session and opens a new one for this
 * browser. The status is refreshed by the caller once the codes were read, not before (they
 * would vanish).
 */
export function confirmTwoFactor(request: TwoFactorChangeRequest): Promise<TwoFactorEnabled> {
  return call(endpoints.confirmTwoFactor, { body: request });
}

export function useConfirmTwoFactor() {
  return useMutation({ mutationFn: confirmTwoFactor });
}
