import { useMutation, useQueryClient } from '@tanstack/react-query';

import * as endpoints from '#shared/api/regions-admin';
import type { Region } from '#shared/schemas/regions';
import { invalidateRegions } from '#client/admin/api/invalidate-regions.ts';
import { call } from '#client/lib/api-client.ts';

export interface RegionEdit {
  /** Pounds per tonne excluding VAT. */
  singlePrice: number;
  bulkPrice: number;
  wholesalePrice: number;
  postcodePrefix: string;
  country: string;
  enabled: boolean;
}

export function updateRegion({
  regionId,
  edit,
}: {
  regionId: number;
  edit: RegionEdit;
}): Promise<Region> {
  return call(endpoints.updateRegionPricing, { params: { id: regionId }, body: edit });
}

export function useUpdateRegion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRegion,
    onSuccess: () => invalidateRegions(queryClient),
  });
}
