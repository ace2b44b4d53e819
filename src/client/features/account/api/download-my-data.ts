import { useMutation } from '@tanstack/react-query';

import { ukDate } from '#domain/uk-date';
import { personalDataFileName } from '#domain/personal-data-export';
import { site } from '#shared/site';
import { downloadMyData as downloadMyDataEndpoint } from '#shared/api/customers';
import { call } from '#client/lib/api-client.ts';
import { saveTextFile } from '#client/lib/save-text-file.ts';

/**
 * Everything the shop holds about the signed-in customer, saved as the file the server names
 * (the same name, from the file's own exportedAt).
 */
export async function downloadMyData(): Promise<string> {
  const text = await call(downloadMyDataEndpoint);
  const { exportedAt } = JSON.parse(text) as { exportedAt: string };
  const filename = personalDataFileName(site.tradingName, ukDate(new Date(exportedAt)));
  saveTextFile(text, filename, 'application/json');
  return filename;
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
