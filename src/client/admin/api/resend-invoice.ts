import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { MessageResponse } from '#shared/schemas/customers';
import * as endpoints from '#shared/api/invoices-admin';
import { invoicesKeys } from '#client/admin/api/get-invoices.ts';
import { call } from '#client/lib/api-client.ts';

/** The document again, PDF attached, to the order's email. */
export function resendInvoice(invoiceId: number): Promise<MessageResponse> {
  return call(endpoints.resendInvoice, { params: { id: String(invoiceId) } });
}

export function useResendInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvoice,
    // The list shows the document's email as queued now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicesKeys.all() }),
  });
}
