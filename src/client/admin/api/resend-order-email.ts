import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { MessageResponse } from '#shared/schemas/customers';
import { invalidateOrders } from '#client/admin/api/invalidate-orders.ts';
import { api } from '#client/lib/api-client.ts';

export const EMAIL_RECIPIENTS = ['customer', 'admin'] as const;
export type EmailRecipient = (typeof EMAIL_RECIPIENTS)[number];

/** POST /api/orders/{id}/resend-email: the order email again, to the customer or the shop. */
export function resendOrderEmail({
  orderId,
  recipient,
}: {
  orderId: number;
  recipient: EmailRecipient;
}): Promise<MessageResponse> {
  return api.post<MessageResponse>(`/api/orders/${orderId}/resend-email`, { recipient });
}

export function useResendOrderEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendOrderEmail,
    // The email is recorded in the order's history.
    onSuccess: () => invalidateOrders(queryClient),
  });
}
