import { useMutation } from '@tanstack/react-query';

import type { TwoFactorSetup } from '#shared/schemas/admin-two-factor';
import { api } from '#client/lib/api-client.ts';

/**
 * POST /api/admin/two-factor/setup: a new secret and its QR code, shown this once; needs the
 * admin password.
 */
export function startTwoFactorSetup(password: string): Promise<TwoFactorSetup> {
  return api.post<TwoFactorSetup>('/api/admin/two-factor/setup', { password });
}

export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: startTwoFactorSetup });
}
