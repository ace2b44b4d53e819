import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { getPaymentProvider, testProviderApi } from '#shared/api/payments-admin';
import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import { call } from '#client/lib/api-client.ts';

/** The provider PAYMENT_PROVIDER names; fixed while the shop runs. */
const paymentProviderQueryOptions = () =>
  queryOptions({
    queryKey: adminQueryKeys.paymentProvider(),
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
