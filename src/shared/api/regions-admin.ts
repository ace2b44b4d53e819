import { RegionPricingUpdateSchema, RegionsDeletedSchema } from '../schemas/admin-regions.ts';
import { idParams } from '../schemas/params.ts';
import { RegionSchema } from '../schemas/regions.ts';
import { defineEndpoint } from './endpoint.ts';

// The back office's regions. The CSV export (`/api/admin/regions/export`) and the CSV import
// (`/api/admin/regions/import`, multipart) are files, not JSON, and are not declared.

export const updateRegionPricing = defineEndpoint({
  method: 'PATCH',
  path: '/api/regions/:id/pricing',
  summary: "Change a region's tier prices and, optionally, its postcodes, country and switch",
  access: 'admin',
  params: idParams('Invalid region ID'),
  body: RegionPricingUpdateSchema,
  response: { status: 200, schema: RegionSchema },
});

export const deleteAllRegions = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/regions/delete-all',
  summary: 'Delete every region (audited with the regions deleted)',
  access: 'admin',
  response: { status: 200, schema: RegionsDeletedSchema },
});
