import { queryOptions, useQuery } from '@tanstack/react-query';

import type { InvoiceSummary } from '#shared/schemas/invoices';
import * as endpoints from '#shared/api/invoices';
import { call, endpointUrl } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** The signed-in customer's invoices and credit notes. */
export function getCustomerInvoices(): Promise<InvoiceSummary[]> {
  return call(endpoints.customerInvoices);
}

export const customerInvoicesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.customer.invoices(), queryFn: getCustomerInvoices });

/** Asked only for a signed-in customer; empty until known. */
export function useCustomerInvoices(signedIn: boolean): InvoiceSummary[] {
  return useQuery({ ...customerInvoicesQueryOptions(), enabled: signedIn }).data ?? [];
}

/** The PDF's address; the customer's session cookie goes with the download. */
export const customerInvoicePdfUrl = (id: number) =>
  endpointUrl(endpoints.customerInvoicePdf, { params: { id } });
