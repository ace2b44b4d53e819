import type { FastifyInstance } from 'fastify';
import { ordersExportEndpoints } from '#shared/api/orders-export';
import type { ExportRange } from '#shared/schemas/orders-export';
import type { ImplementEndpoints } from '#server/http/endpoints';
import type { OrdersExportService } from './orders-export.service.ts';

const fileName = (name: string, range: ExportRange) => `${name}-${range.from}-to-${range.to}.csv`;

/** The bookkeeping exports; registered inside the admin scope (admin session only). */
export function registerOrdersExportRoutes(
  app: FastifyInstance,
  deps: { exports: OrdersExportService; implement: ImplementEndpoints },
): void {
  const { exports } = deps;

  deps.implement(app, ordersExportEndpoints, {
    exportOrdersCsv: async ({ query }) => ({
      content: exports.ordersCsv(query),
      fileName: fileName('orders', query),
    }),

    getVatSummary: async ({ query }) => exports.vatSummary(query),

    exportVatSummaryCsv: async ({ query }) => ({
      content: await exports.vatSummaryCsv(query),
      fileName: fileName('vat-summary', query),
    }),
  });
}
