import { useMutation, useQueryClient } from '@tanstack/react-query';

import { ukDate } from '#domain/uk-date';
import { personalDataFileName } from '#domain/personal-data-export';
import type { DataRequestSummary, ErasureReport } from '#shared/schemas/data-requests';
import * as endpoints from '#shared/api/data-requests';
import { site } from '#shared/site';
import { invalidateOrders } from '#client/admin/api/invalidate-orders.ts';
import { call } from '#client/lib/api-client.ts';
import { saveTextFile } from '#client/lib/save-text-file.ts';

/**
 * What is held about an address. Each look-up is audited, so it
 * is asked for on purpose (a mutation), never refetched or cached.
 */
export function lookUpDataRequest(email: string): Promise<DataRequestSummary> {
  return call(endpoints.lookUpDataRequest, { query: { email } });
}

/** The person's file, saved as the server names it. */
export async function downloadDataRequest(email: string): Promise<string> {
  const text = await call(endpoints.downloadDataRequest, { query: { email } });
  const { exportedAt } = JSON.parse(text) as { exportedAt: string };
  const filename = personalDataFileName(site.tradingName, ukDate(new Date(exportedAt)));
  saveTextFile(text, filename, 'application/json');
  return filename;
}

export const useLookUpDataRequest = () => useMutation({ mutationFn: lookUpDataRequest });
export const useDownloadDataRequest = () => useMutation({ mutationFn: downloadDataRequest });

/**
 * Erases everything held about the address (UK GDPR
 * article 17). 409 while one of its orders is under way; then nothing changes.
 */
export function eraseDataRequest(email: string): Promise<ErasureReport> {
  return call(endpoints.eraseDataRequest, { body: { email } });
}

export function useEraseDataRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseDataRequest,
    // The erased names and addresses must not linger in the order and customer lists.
    onSuccess: () => invalidateOrders(queryClient),
  });
}
