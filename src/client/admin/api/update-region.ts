import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Region } from '#shared/schemas/regions';
import { invalidateRegions } from '#client/admin/api/invalidate-regions.ts';
import { api } from '#client/lib/api-client.ts';

export interface RegionEdit {
  /** Pounds per tonne excluding VAT. */
  singlePrice: number;
  bulkPrice: number;
  wholesalePrice: number;
  postcodePrefix: string;
  country: string;
  enabled: boolean;
}

/** PATCH /api/regions/{id}/pricing. */
export function updateRegion({ regionId, edit }: { regionId: number; edit: RegionEdit }) {
  return api.patch<Region>(`/api/regions/${regionId}/pricing`, edit);
}

export function useUpdateRegion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRegion,
    onSuccess: () => invalidateRegions(queryClient),
  });
}
