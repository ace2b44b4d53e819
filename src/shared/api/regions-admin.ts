import {
  RegionImportResultSchema,
  RegionPricingUpdateSchema,
  RegionsDeletedSchema,
} from '../schemas/admin-regions.ts';
import { idParams } from '../schemas/params.ts';
import { RegionSchema } from '../schemas/regions.ts';
import { defineEndpoint } from './endpoint.ts';
import { defineAuditArea, type ActionsOf } from '../audit-vocabulary.ts';

// The back office's regions: prices, the CSV file out and in, and deleting them all.

export const updateRegionPricing = defineEndpoint({
  method: 'PATCH',
  path: '/api/regions/:id/pricing',
  summary: "Change a region's tier prices and, optionally, its postcodes, country and switch",
  access: 'admin',
  area: 'regions',
  params: idParams('Invalid region ID'),
  body: RegionPricingUpdateSchema,
  response: { status: 200, schema: RegionSchema },
});

export const deleteAllRegions = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/regions/delete-all',
  summary: 'Delete every region (audited with the regions deleted)',
  access: 'admin',
  area: 'regions',
  response: { status: 200, schema: RegionsDeletedSchema },
});

export const exportRegionsCsv = defineEndpoint({
  method: 'GET',
  path: '/api/admin/regions/export',
  summary: 'Every region as a CSV file (the columns the import reads)',
  access: 'admin',
  area: 'regions',
  response: { status: 200, file: 'text/csv' },
});

export const importRegionsCsv = defineEndpoint({
  method: 'POST',
  path: '/api/admin/regions/import',
  summary: 'Create or update regions from a CSV file (at most 1 MB); each bad row is reported',
  access: 'admin',
  area: 'regions',
  upload: { field: 'csvFile' },
  response: { status: 200, schema: RegionImportResultSchema },
});

// Two groups: the import is registered in a scope of its own, the only one that reads multipart.
export const regionsAdminEndpoints = { updateRegionPricing, deleteAllRegions, exportRegionsCsv };

export const regionsUploadEndpoints = { importRegionsCsv };

/** What the audit log records of this area, and how the Audit tab names it. */
export const regionAudit = defineAuditArea('region', 'Regions', {
  updated: 'Region: prices changed',
  imported: 'Regions: imported from CSV',
  deleted_all: 'Regions: all deleted',
});
declare module '#shared/audit-vocabulary' {
  interface AuditActions extends ActionsOf<typeof regionAudit> {}
}
