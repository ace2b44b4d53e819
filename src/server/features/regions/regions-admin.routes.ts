import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  importRegionsCsv,
  regionsAdminEndpoints,
  regionsUploadEndpoints,
} from '#shared/api/regions-admin';
import { auditSource } from '#server/http/audit-source';
import { CSV_MAX_BYTES, readCsvUpload } from '#server/http/csv-upload';
import type { ImplementEndpoints } from '#server/http/endpoints';
import type { RegionsAdminService } from './regions-admin.service.ts';

const EXPORT_FILENAME = 'regions-export.csv';

/** The back office's region routes; registered inside the admin scope (admin session only). */
export async function registerRegionAdminRoutes(
  app: FastifyInstance,
  deps: { regions: RegionsAdminService; implement: ImplementEndpoints },
): Promise<void> {
  const { regions } = deps;

  deps.implement(app, regionsAdminEndpoints, {
    updateRegionPricing: async ({ params, body, request }) =>
      regions.updatePricing(params.id, body, auditSource(request, 'admin')),

    exportRegionsCsv: async () => ({
      content: await regions.exportCsv(),
      fileName: EXPORT_FILENAME,
    }),

    deleteAllRegions: async ({ request }) => regions.deleteAll(auditSource(request, 'admin')),
  });

  // Multipart is accepted by this one route only: its own scope registers the parser.
  await app.register(async (upload) => {
    await upload.register(multipart, {
      limits: { fileSize: CSV_MAX_BYTES, files: 1, fields: 5, parts: 6, headerPairs: 100 },
    });
    deps.implement(upload, regionsUploadEndpoints, {
      importRegionsCsv: async ({ request }) =>
        regions.importCsv(
          await readCsvUpload(request, importRegionsCsv.upload.field),
          auditSource(request, 'admin'),
        ),
    });
  });
}
