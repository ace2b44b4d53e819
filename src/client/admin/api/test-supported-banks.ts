import { useMutation } from '@tanstack/react-query';

import type { ProviderTestAnswer } from '#client/admin/api/provider-test-types.ts';
import { api } from '#client/lib/api-client.ts';

/** POST /api/admin/test-supported-banks: the banks a customer can pay from, and their state. */
export function testSupportedBanks(): Promise<ProviderTestAnswer> {
  return api.post<ProviderTestAnswer>('/api/admin/test-supported-banks');
}

export function useTestSupportedBanks() {
  return useMutation({ mutationFn: testSupportedBanks });
}
