import {
  DataErasureSchema,
  DataRequestQuerySchema,
  DataRequestSummarySchema,
  ErasureReportSchema,
} from '../schemas/data-requests.ts';
import { defineEndpoint } from './endpoint.ts';

// The back office's data requests: a person's data and its erasure (UK GDPR articles 15, 17
// and 20); the customer's own deletion and download are in customers.ts, so no storefront code
// names these. The downloaded file's format is docs/personal-data-export.md.

export const lookUpDataRequest = defineEndpoint({
  method: 'GET',
  path: '/api/admin/data-requests',
  summary: 'Everything held about an email address, counted (audited)',
  access: 'admin',
  area: 'erasure',
  query: DataRequestQuerySchema,
  response: { status: 200, schema: DataRequestSummarySchema },
});

export const eraseDataRequest = defineEndpoint({
  method: 'POST',
  path: '/api/admin/data-requests/erase',
  summary: 'Erase everything held about an email address, under the erasure rules',
  access: 'admin',
  area: 'erasure',
  body: DataErasureSchema,
  response: { status: 200, schema: ErasureReportSchema },
});

export const downloadDataRequest = defineEndpoint({
  method: 'GET',
  path: '/api/admin/data-requests/export',
  summary: "A person's data as a JSON file, by email address (audited)",
  access: 'admin',
  area: 'erasure',
  query: DataRequestQuerySchema,
  response: { status: 200, file: 'application/json' },
});

// Two groups: the privacy module erases, the data-requests module looks up and exports.
export const dataRequestEndpoints = { lookUpDataRequest, downloadDataRequest };

export const dataErasureEndpoints = { eraseDataRequest };
