import { queryOptions, useQuery } from '@tanstack/react-query';

import type { InvoicingStatus } from '#shared/schemas/invoices';
import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import { api } from '#client/lib/api-client.ts';

/** GET /api/invoices/status: whether invoices can be issued (the VAT number is set). */
export function getInvoicingStatus(): Promise<InvoicingStatus> {
  return api.get<InvoicingStatus>('/api/invoices/status');
}

export const invoicingStatusQueryOptions = () =>
  queryOptions({ queryKey: adminQueryKeys.invoices.status(), queryFn: getInvoicingStatus });

export function useInvoicingStatus() {
  return useQuery(invoicingStatusQueryOptions());
}
