import {
  DataErasureSchema,
  DataRequestQuerySchema,
  DataRequestSummarySchema,
  DeleteAccountSchema,
  ErasureReportSchema,
} from '../schemas/data-requests.ts';
import { defineEndpoint } from './endpoint.ts';

// A person's data on request and its erasure (UK GDPR articles 15, 17 and 20). The file
// downloads (`/api/customers/me/data-export`, `/api/admin/data-requests/export`) are files, not
// JSON answers: their format is docs/personal-data-export.md.

export const lookUpDataRequest = defineEndpoint({
  method: 'GET',
  path: '/api/admin/data-requests',
  summary: 'Everything held about an email address, counted (audited)',
  access: 'admin',
  query: DataRequestQuerySchema,
  response: { status: 200, schema: DataRequestSummarySchema },
});

export const deleteMyAccount = defineEndpoint({
  method: 'POST',
  path: '/api/customers/me/delete',
  summary: "Delete the signed-in customer's account, confirmed with the password",
  access: 'customer',
  perMinute: 5,
  body: DeleteAccountSchema,
  response: { status: 200, schema: ErasureReportSchema },
});

export const eraseDataRequest = defineEndpoint({
  method: 'POST',
  path: '/api/admin/data-requests/erase',
  summary: 'Erase everything held about an email address, under the erasure rules',
  access: 'admin',
  body: DataErasureSchema,
  response: { status: 200, schema: ErasureReportSchema },
});
