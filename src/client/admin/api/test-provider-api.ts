import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import type { ProviderTestAnswer } from '#client/admin/api/provider-test-types.ts';
import { api } from '#client/lib/api-client.ts';

/** GET /api/admin/payment-provider: the provider PAYMENT_PROVIDER names; fixed while it runs. */
const paymentProviderQueryOptions = () =>
  queryOptions({
    queryKey: adminQueryKeys.paymentProvider(),
    queryFn: async () =>
      (await api.get<{ provider: string }>('/api/admin/payment-provider')).provider,
    staleTime: Infinity,
  });

/** GET /api/admin/test-{provider}-api: a cheap authenticated call to the configured provider. */
export function useTestProviderApi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const provider = await queryClient.fetchQuery(paymentProviderQueryOptions());
      return api.get<ProviderTestAnswer>(`/api/admin/test-${provider}-api`);
    },
  });
}
