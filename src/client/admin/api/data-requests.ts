import { useMutation } from '@tanstack/react-query';

import { ukDate } from '#domain/uk-date';
import { personalDataFileName } from '#domain/personal-data-export';
import type { DataRequestSummary } from '#shared/schemas/data-requests';
import * as endpoints from '#shared/api/data-requests';
import { site } from '#shared/site';
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
