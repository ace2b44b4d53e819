import { ExportRangeSchema, VatSummarySchema } from '../schemas/orders-export.ts';
import { defineEndpoint } from './endpoint.ts';

// The bookkeeping exports for a date range: the orders and the VAT summary, as CSV files for a
// spreadsheet, and the summary as JSON for the back office's screen.

export const exportOrdersCsv = defineEndpoint({
  method: 'GET',
  path: '/api/admin/exports/orders.csv',
  summary: "The range's orders as a CSV file, one row per order",
  access: 'admin',
  area: 'orders',
  query: ExportRangeSchema,
  response: { status: 200, file: 'text/csv' },
});

export const getVatSummary = defineEndpoint({
  method: 'GET',
  path: '/api/admin/exports/vat-summary',
  summary: "Net and VAT per rate for the range's confirmed orders",
  access: 'admin',
  area: 'orders',
  query: ExportRangeSchema,
  response: { status: 200, schema: VatSummarySchema },
});

export const exportVatSummaryCsv = defineEndpoint({
  method: 'GET',
  path: '/api/admin/exports/vat-summary.csv',
  summary: 'The VAT summary as a CSV file',
  access: 'admin',
  area: 'orders',
  query: ExportRangeSchema,
  response: { status: 200, file: 'text/csv' },
});

export const ordersExportEndpoints = { exportOrdersCsv, getVatSummary, exportVatSummaryCsv };
