import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { RegionPricingUpdateSchema } from '#shared/schemas/admin-regions';
import { auditSource } from '#server/http/audit-source';
import { CSV_MAX_BYTES, readCsvUpload } from '#server/http/csv-upload';
import { idParam, validate } from '#server/http/validate';
import type { RegionsAdminService } from './regions-admin.service.ts';

const EXPORT_FILENAME = 'regions-export.csv';

/** The back office's region routes; registered inside the admin scope (admin session only). */
export async function registerRegionAdminRoutes(
  app: FastifyInstance,
  deps: { regions: RegionsAdminService },
): Promise<void> {
  const { regions } = deps;

  app.patch('/api/regions/:id/pricing', async (request) => {
    const update = validate(RegionPricingUpdateSchema, request.body);
    return regions.updatePricing(
      idParam(request.params, 'Invalid region ID'),
      update,
      auditSource(request, 'admin'),
    );
  });

  app.get('/api/admin/regions/export', async (_request, reply) => {
    const csv = await regions.exportCsv();
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${EXPORT_FILENAME}"`)
      .send(csv);
  });

  app.delete('/api/admin/regions/delete-all', async (request) =>
    regions.deleteAll(auditSource(request, 'admin')),
  );

  // Multipart is accepted by this one route only: its own scope registers the parser.
  await app.register(async (upload) => {
    await upload.register(multipart, {
      limits: { fileSize: CSV_MAX_BYTES, files: 1, fields: 5, parts: 6, headerPairs: 100 },
    });
    upload.post('/api/admin/regions/import', async (request) =>
      regions.importCsv(await readCsvUpload(request, 'csvFile'), auditSource(request, 'admin')),
    );
  });
}
