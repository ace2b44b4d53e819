import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import * as endpoints from '#shared/api/delivery-rounds-admin';
import { call } from '#client/lib/api-client.ts';
import { adminKey } from '#client/admin/api/admin-keys.ts';

/** The rounds and closed days: their own data, not orders'. */
export const deliveryRoundsKey = () => adminKey('delivery-rounds');

// The Deliveries tab's rounds and closed days: one list, refetched after every change.

export function useDeliveryRounds() {
  return useQuery({
    queryKey: deliveryRoundsKey(),
    queryFn: () => call(endpoints.listDeliveryRounds),
  });
}

/** A mutation that refetches the rounds once it has settled, whether it worked or not. */
function useRoundsMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryRoundsKey() }),
  });
}

export const useDeleteDeliveryRound = () =>
  useRoundsMutation((id: number) => call(endpoints.deleteDeliveryRound, { params: { id } }));

export const useRemoveClosedDay = () =>
  useRoundsMutation((id: number) => call(endpoints.removeClosedDay, { params: { id } }));
