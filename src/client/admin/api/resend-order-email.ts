import { useMutation, useQueryClient } from '@tanstack/react-query';

import * as endpoints from '#shared/api/orders-admin';
import type { MessageResponse } from '#shared/schemas/customers';
import { invalidateOrders } from '#client/admin/api/invalidate-orders.ts';
import { call } from '#client/lib/api-client.ts';

export const EMAIL_RECIPIENTS = ['customer', 'admin'] as const;
export type EmailRecipient = (typeof EMAIL_RECIPIENTS)[number];

/** The order email again, to the customer or the shop. */
export function resendOrderEmail({
  orderId,
  recipient,
}: {
  orderId: number;
  recipient: EmailRecipient;
}): Promise<MessageResponse> {
  return call(endpoints.resendOrderEmail, { params: { id: String(orderId) }, body: { recipient } });
}

export function useResendOrderEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendOrderEmail,
    // The email is recorded in the order's history.
    onSuccess: () => invalidateOrders(queryClient),
  });
}
