import { useMutation, useQueryClient } from '@tanstack/react-query';

import { importRegionsCsv } from '#shared/api/regions-admin';
import { invalidateRegions } from '#client/admin/api/invalidate-regions.ts';
import { call } from '#client/lib/api-client.ts';

/** A client-side check before upload; the server checks the content again. */
export function isCsvFile(file: File): boolean {
  return file.name.toLowerCase().endsWith('.csv');
}

/** Uploads the file as multipart, in the field the declaration names. */
export const importRegions = (file: File) => call(importRegionsCsv, { file, fileName: file.name });

export function useImportRegions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRegions,
    // Even a partly failed import may have changed rows.
    onSettled: () => invalidateRegions(queryClient),
  });
}
