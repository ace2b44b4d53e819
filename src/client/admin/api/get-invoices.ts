import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { InvoicePage } from '#shared/schemas/invoices';
import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import * as endpoints from '#shared/api/invoices-admin';
import { call, endpointUrl } from '#client/lib/api-client.ts';

/** One page of invoices and credit notes, newest first. */
export function getInvoices(page: number, pageSize: number): Promise<InvoicePage> {
  return call(endpoints.listInvoices, { query: { page, pageSize } });
}

export const invoicesQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: adminQueryKeys.invoices.list(page, pageSize),
    queryFn: () => getInvoices(page, pageSize),
    placeholderData: keepPreviousData,
  });

export function useInvoices(page: number, pageSize: number) {
  return useQuery(invoicesQueryOptions(page, pageSize));
}

/** The PDF's address; the admin session cookie goes with the download. */
export const invoicePdfUrl = (id: number) => endpointUrl(endpoints.invoicePdf, { params: { id } });
