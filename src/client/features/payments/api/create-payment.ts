import { useMutation, useQueryClient } from '@tanstack/react-query';

import { startPayment } from '#shared/api/payments';
import type { StartedPayment } from '#shared/schemas/payments';
import { call } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** The provider's hosted page where the customer pays this attempt, and its amount. */
export type PaymentLink = StartedPayment;

/** Starts (or resumes) paying a confirmed order. */
export const createPayment = (orderId: number): Promise<PaymentLink> =>
  call(startPayment, { params: { id: orderId } });

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
