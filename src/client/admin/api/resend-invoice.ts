import { useMutation } from '@tanstack/react-query';

import type { MessageResponse } from '#shared/schemas/customers';
import { api } from '#client/lib/api-client.ts';

/** POST /api/invoices/{id}/resend: the document again, PDF attached, to the order's email. */
export function resendInvoice(invoiceId: number): Promise<MessageResponse> {
  return api.post<MessageResponse>(`/api/invoices/${invoiceId}/resend`, {});
}

export function useResendInvoice() {
  return useMutation({ mutationFn: resendInvoice });
}
