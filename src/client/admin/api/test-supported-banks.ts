import { useMutation } from '@tanstack/react-query';

import { testSupportedBanks as testSupportedBanksEndpoint } from '#shared/api/payments-admin';
import { call } from '#client/lib/api-client.ts';

/** The banks a customer can pay from, and their state. */
export const testSupportedBanks = () => call(testSupportedBanksEndpoint);

export function useTestSupportedBanks() {
  return useMutation({ mutationFn: testSupportedBanks });
}
