import { AuditListQuerySchema, AuditPageSchema, AuditVocabularySchema } from '../schemas/audit.ts';
import { defineEndpoint } from './endpoint.ts';

// The audit log, read-only: there is deliberately no endpoint that edits or deletes it.

export const listAuditEntries = defineEndpoint({
  method: 'GET',
  path: '/api/admin/audit',
  summary: 'One page of the audit log, newest first, narrowed by area, action, actor and record',
  access: 'admin',
  area: 'audit',
  query: AuditListQuerySchema,
  response: { status: 200, schema: AuditPageSchema },
});

export const getAuditVocabulary = defineEndpoint({
  method: 'GET',
  path: '/api/admin/audit/vocabulary',
  summary: 'What the log can record, area by area, with the names the Audit tab shows',
  access: 'admin',
  area: 'audit',
  response: { status: 200, schema: AuditVocabularySchema },
});

export const auditEndpoints = { listAuditEntries, getAuditVocabulary };
