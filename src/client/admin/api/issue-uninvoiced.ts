import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { IssuedInvoices } from '#shared/schemas/invoices';
import { invoicesKeys } from '#client/admin/api/get-invoices.ts';
import { invalidateOrders } from '#client/admin/api/invalidate-orders.ts';
import * as endpoints from '#shared/api/invoices-admin';
import { call } from '#client/lib/api-client.ts';

/**
 * Invoices every confirmed order without one, each
 * emailed to its customer; refused (409) while the VAT number is not set.
 */
export function issueUninvoiced(): Promise<IssuedInvoices> {
  return call(endpoints.issueUninvoiced);
}

export function useIssueUninvoiced() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueUninvoiced,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: invoicesKeys.all() });
      await invalidateOrders(queryClient);
    },
  });
}
