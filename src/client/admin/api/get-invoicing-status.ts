import { queryOptions, useQuery } from '@tanstack/react-query';

import type { InvoicingStatus } from '#shared/schemas/invoices';
import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import * as endpoints from '#shared/api/invoices-admin';
import { call } from '#client/lib/api-client.ts';

/** Whether invoices can be issued (the VAT number is set). */
export function getInvoicingStatus(): Promise<InvoicingStatus> {
  return call(endpoints.invoicingStatus);
}

export const invoicingStatusQueryOptions = () =>
  queryOptions({ queryKey: adminQueryKeys.invoices.status(), queryFn: getInvoicingStatus });

export function useInvoicingStatus() {
  return useQuery(invoicingStatusQueryOptions());
}
