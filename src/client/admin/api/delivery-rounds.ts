import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import * as endpoints from '#shared/api/delivery-rounds-admin';
import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import { call } from '#client/lib/api-client.ts';

// The Deliveries tab's rounds and closed days: one list, refetched after every change.

export function useDeliveryRounds() {
  return useQuery({
    queryKey: adminQueryKeys.deliveryRounds(),
    queryFn: () => call(endpoints.listDeliveryRounds),
  });
}

/** A mutation that refetches the rounds once it has settled, whether it worked or not. */
function useRoundsMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.deliveryRounds() }),
  });
}

export const useDeleteDeliveryRound = () =>
  useRoundsMutation((id: number) => call(endpoints.deleteDeliveryRound, { params: { id } }));

export const useRemoveClosedDay = () =>
  useRoundsMutation((id: number) => call(endpoints.removeClosedDay, { params: { id } }));
