import { AuditListQuerySchema, AuditPageSchema } from '../schemas/audit.ts';
import { defineEndpoint } from './endpoint.ts';

// The audit log, read-only: there is deliberately no endpoint that edits or deletes it.

export const listAuditEntries = defineEndpoint({
  method: 'GET',
  path: '/api/admin/audit',
  summary: 'One page of the audit log, newest first, narrowed by area, action, actor and record',
  access: 'admin',
  query: AuditListQuerySchema,
  response: { status: 200, schema: AuditPageSchema },
});

export const auditEndpoints = { listAuditEntries };
