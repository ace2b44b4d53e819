import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { InvoicePage } from '#shared/schemas/invoices';
import * as endpoints from '#shared/api/invoices-admin';
import { call, endpointUrl } from '#client/lib/api-client.ts';
import { adminKey } from '#client/admin/api/admin-keys.ts';

export const invoicesKeys = {
  all: () => adminKey('invoices'),
  list: (page: number, pageSize: number) => adminKey('invoices', 'list', page, pageSize),
};

/** One page of invoices and credit notes, newest first. */
export function getInvoices(page: number, pageSize: number): Promise<InvoicePage> {
  return call(endpoints.listInvoices, { query: { page, pageSize } });
}

export const invoicesQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: invoicesKeys.list(page, pageSize),
    queryFn: () => getInvoices(page, pageSize),
    placeholderData: keepPreviousData,
  });

export function useInvoices(page: number, pageSize: number) {
  return useQuery(invoicesQueryOptions(page, pageSize));
}

/** The PDF's address; the admin session cookie goes with the download. */
export const invoicePdfUrl = (id: number) => endpointUrl(endpoints.invoicePdf, { params: { id } });
