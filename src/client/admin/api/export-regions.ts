import { useMutation } from '@tanstack/react-query';

import { api } from '#client/lib/api-client.ts';
import { saveTextFile } from '#client/lib/save-text-file.ts';

export const REGIONS_EXPORT_FILENAME = 'regions-export.csv';

/** GET /api/admin/regions/export: every region as CSV text. */
export function exportRegionsCsv(): Promise<string> {
  return api.get<string>('/api/admin/regions/export', {
    headers: { Accept: 'text/csv' },
    responseType: 'text',
  });
}

export function useExportRegions() {
  return useMutation({
    mutationFn: async () => saveTextFile(await exportRegionsCsv(), REGIONS_EXPORT_FILENAME),
  });
}
