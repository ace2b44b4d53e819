import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { InvoiceSummary } from '#shared/schemas/invoices';
import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import * as endpoints from '#shared/api/invoices-admin';
import { call } from '#client/lib/api-client.ts';

/** Invoices a confirmed order that has no invoice yet. */
export function issueInvoice(orderId: number): Promise<InvoiceSummary> {
  return call(endpoints.issueInvoice, { params: { id: String(orderId) } });
}

export function useIssueInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.invoices.all() }),
  });
}
