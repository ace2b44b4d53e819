import { useMutation, useQueryClient } from '@tanstack/react-query';

import { invalidateRegions } from '#client/admin/api/invalidate-regions.ts';
import { api } from '#client/lib/api-client.ts';

/** DELETE /api/admin/regions/delete-all. */
export function deleteAllRegions(): Promise<unknown> {
  return api.delete<unknown>('/api/admin/regions/delete-all');
}

export function useDeleteAllRegions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAllRegions,
    onSettled: () => invalidateRegions(queryClient),
  });
}
