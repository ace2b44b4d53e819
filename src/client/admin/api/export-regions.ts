import { useMutation } from '@tanstack/react-query';

import { exportRegionsCsv as exportRegionsCsvEndpoint } from '#shared/api/regions-admin';
import { call } from '#client/lib/api-client.ts';
import { saveTextFile } from '#client/lib/save-text-file.ts';

export const REGIONS_EXPORT_FILENAME = 'regions-export.csv';

/** Every region as CSV text. */
export const exportRegionsCsv = () => call(exportRegionsCsvEndpoint);

export function useExportRegions() {
  return useMutation({
    mutationFn: async () => {
      saveTextFile(await exportRegionsCsv(), REGIONS_EXPORT_FILENAME);
      return REGIONS_EXPORT_FILENAME;
    },
  });
}
