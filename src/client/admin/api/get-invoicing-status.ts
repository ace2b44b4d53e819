import { queryOptions, useQuery } from '@tanstack/react-query';

import type { InvoicingStatus } from '#shared/schemas/invoices';
import * as endpoints from '#shared/api/invoices-admin';
import { call } from '#client/lib/api-client.ts';
import { invoicesKeys } from '#client/admin/api/get-invoices.ts';

export const invoicingStatusKey = () => [...invoicesKeys.all(), 'status'] as const;

/** Whether invoices can be issued (the VAT number is set). */
export function getInvoicingStatus(): Promise<InvoicingStatus> {
  return call(endpoints.invoicingStatus);
}

export const invoicingStatusQueryOptions = () =>
  queryOptions({ queryKey: invoicingStatusKey(), queryFn: getInvoicingStatus });

export function useInvoicingStatus() {
  return useQuery(invoicingStatusQueryOptions());
}
