import { useMutation } from '@tanstack/react-query';

import * as endpoints from '#shared/api/two-factor';
import type { TwoFactorSetup } from '#shared/schemas/admin-two-factor';
import { call } from '#client/lib/api-client.ts';

/**
 * A new secret and its QR code, shown this once; needs the
 * admin password.
 */
export function startTwoFactorSetup(password: string): Promise<TwoFactorSetup> {
  return call(endpoints.startTwoFactorSetup, { body: { password } });
}

export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: startTwoFactorSetup });
}
