import { useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/invoices-admin';
import { call } from '#client/lib/api-client.ts';
import { invoicesKeys } from '#client/admin/api/get-invoices.ts';

export const invoicingStatusKey = () => [...invoicesKeys.all(), 'status'] as const;

/** Whether invoices can be issued (the VAT number is set). */
export function useInvoicingStatus() {
  return useQuery({
    queryKey: invoicingStatusKey(),
    queryFn: () => call(endpoints.invoicingStatus),
  });
}
