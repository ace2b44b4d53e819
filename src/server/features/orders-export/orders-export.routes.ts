import type { FastifyInstance, FastifyReply } from 'fastify';
import { ExportRangeSchema, type ExportRange } from '#shared/schemas/orders-export';
import { validate } from '#server/http/validate';
import type { OrdersExportService } from './orders-export.service.ts';

const asCsvFile = (reply: FastifyReply, name: string, range: ExportRange) =>
  reply
    .type('text/csv; charset=utf-8')
    .header(
      'Content-Disposition',
      `attachment; filename="${name}-${range.from}-to-${range.to}.csv"`,
    );

/** The bookkeeping exports; registered inside the admin scope (admin session only). */
export function registerOrdersExportRoutes(
  app: FastifyInstance,
  deps: { exports: OrdersExportService },
): void {
  const { exports } = deps;

  app.get('/api/admin/exports/orders.csv', async (request, reply) => {
    const range = validate(ExportRangeSchema, request.query);
    return asCsvFile(reply, 'orders', range).send(exports.ordersCsv(range));
  });

  app.get('/api/admin/exports/vat-summary', async (request) =>
    exports.vatSummary(validate(ExportRangeSchema, request.query)),
  );

  app.get('/api/admin/exports/vat-summary.csv', async (request, reply) => {
    const range = validate(ExportRangeSchema, request.query);
    return asCsvFile(reply, 'vat-summary', range).send(await exports.vatSummaryCsv(range));
  });
}
