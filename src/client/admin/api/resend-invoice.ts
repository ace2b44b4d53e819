import { useMutation } from '@tanstack/react-query';

import type { MessageResponse } from '#shared/schemas/customers';
import * as endpoints from '#shared/api/invoices-admin';
import { call } from '#client/lib/api-client.ts';

/** POST /api/invoices/{id}/resend: the document again, PDF attached, to the order's email. */
export function resendInvoice(invoiceId: number): Promise<MessageResponse> {
  return call(endpoints.resendInvoice, { params: { id: String(invoiceId) } });
}

export function useResendInvoice() {
  return useMutation({ mutationFn: resendInvoice });
}
