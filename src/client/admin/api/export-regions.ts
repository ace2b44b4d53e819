import { useMutation } from '@tanstack/react-query';

import { api } from '#client/lib/api-client.ts';

export const REGIONS_EXPORT_FILENAME = 'regions-export.csv';

/** GET /api/admin/regions/export: every region as CSV text. */
export function exportRegionsCsv(): Promise<string> {
  return api.get<string>('/api/admin/regions/export', {
    headers: { Accept: 'text/csv' },
    responseType: 'text',
  });
}

/** Hands the text to the browser as a file download. */
export function saveTextFile(text: string, filename: string, type = 'text/csv'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the download has started by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useExportRegions() {
  return useMutation({
    mutationFn: async () => saveTextFile(await exportRegionsCsv(), REGIONS_EXPORT_FILENAME),
  });
}
