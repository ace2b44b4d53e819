import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { InvoiceSummary } from '#shared/schemas/invoices';
import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import { api } from '#client/lib/api-client.ts';

/** POST /api/orders/{id}/invoice: invoices a confirmed order that has no invoice yet. */
export function issueInvoice(orderId: number): Promise<InvoiceSummary> {
  return api.post<InvoiceSummary>(`/api/orders/${orderId}/invoice`, {});
}

export function useIssueInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.invoices.all() }),
  });
}
