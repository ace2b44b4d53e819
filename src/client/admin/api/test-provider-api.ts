import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { getPaymentProvider, testProviderApi } from '#shared/api/payments-admin';
import { call } from '#client/lib/api-client.ts';
import { adminKey } from '#client/admin/api/admin-keys.ts';

/** The payment provider PAYMENT_PROVIDER names (its test path carries the name). */
const paymentProviderKey = () => adminKey('payments', 'provider');

/** The provider PAYMENT_PROVIDER names; fixed while the shop runs. */
const paymentProviderQueryOptions = () =>
  queryOptions({
    queryKey: paymentProviderKey(),
    queryFn: async () => (await call(getPaymentProvider)).provider,
    staleTime: Infinity,
  });

/** A cheap authenticated call to the configured provider, whose name is in the path. */
export function useTestProviderApi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const provider = await queryClient.fetchQuery(paymentProviderQueryOptions());
      return call(testProviderApi, { params: { provider } });
    },
  });
}
