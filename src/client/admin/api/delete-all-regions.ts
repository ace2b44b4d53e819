import { useMutation, useQueryClient } from '@tanstack/react-query';

import * as endpoints from '#shared/api/regions-admin';
import type { RegionsDeleted } from '#shared/schemas/admin-regions';
import { invalidateRegions } from '#client/admin/api/invalidate-regions.ts';
import { call } from '#client/lib/api-client.ts';

export function deleteAllRegions(): Promise<RegionsDeleted> {
  return call(endpoints.deleteAllRegions);
}

export function useDeleteAllRegions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAllRegions,
    onSettled: () => invalidateRegions(queryClient),
  });
}
