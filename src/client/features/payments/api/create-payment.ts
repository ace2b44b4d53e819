import { useMutation, useQueryClient } from '@tanstack/react-query';

import { startPayment } from '#shared/api/payments';
import { call } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** Starts (or resumes) paying a confirmed order: the provider's page for it, and its amount. */
export const createPayment = (orderId: number) => call(startPayment, { params: { id: orderId } });

/**
 * The orders are read again either way: a new attempt resets the payment status, and a
 * refusal (already paid, no longer confirmed) means the list on screen is out of date. Not
 * awaited: the caller opens the payment page at once, while the click still counts as the
 * customer's (popup blockers allow a new tab only shortly after one).
 */
export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayment,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.customer.orders() });
    },
  });
}
