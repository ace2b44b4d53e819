import { PrivacyFactsSchema } from '../schemas/retention.ts';
import { defineEndpoint } from './endpoint.ts';
import { defineAuditArea, type ActionsOf } from '../audit-vocabulary.ts';

export const getPrivacyFacts = defineEndpoint({
  method: 'GET',
  path: '/api/privacy',
  summary: "The privacy notice's facts: the contact email and the retention periods in force",
  access: 'public',
  response: { status: 200, schema: PrivacyFactsSchema },
});

export const privacyEndpoints = { getPrivacyFacts };

/** What the audit log records of this area, and how the Audit tab names it. */
export const privacyAudit = defineAuditArea('privacy', 'Personal data', {
  retention_applied: 'Personal data: retention periods applied',
  data_looked_up: 'Personal data: looked up',
  data_exported: 'Personal data: exported',
  account_deleted: 'Personal data: account deleted by its owner',
  data_erased: 'Personal data: erased on request',
});
declare module '#shared/audit-vocabulary' {
  interface AuditActions extends ActionsOf<typeof privacyAudit> {}
}
