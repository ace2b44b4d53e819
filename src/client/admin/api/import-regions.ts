import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { RegionImportResult } from '#shared/schemas/admin-regions';
import { invalidateRegions } from '#client/admin/api/invalidate-regions.ts';
import { api } from '#client/lib/api-client.ts';

/** A client-side check before upload; the server checks the content again. */
export function isCsvFile(file: File): boolean {
  return file.name.toLowerCase().endsWith('.csv');
}

/** POST /api/admin/regions/import: multipart, the file in field csvFile. */
export function importRegions(file: File): Promise<RegionImportResult> {
  const form = new FormData();
  form.append('csvFile', file, file.name);
  return api.post<RegionImportResult>('/api/admin/regions/import', form);
}

export function useImportRegions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRegions,
    // Even a partly failed import may have changed rows.
    onSettled: () => invalidateRegions(queryClient),
  });
}
