import type { FastifyInstance } from 'fastify';
import { auditEndpoints } from '#shared/api/audit';
import type { ImplementEndpoints } from '#server/http/endpoints';
import type { AuditLog } from './audit-log.ts';

/**
 * The Audit tab's routes; registered inside the admin scope (admin session only). The log
 * is read here and nowhere changed: there is deliberately no route that edits or deletes it.
 */
export function registerAuditRoutes(
  app: FastifyInstance,
  deps: { audit: AuditLog; implement: ImplementEndpoints },
): void {
  deps.implement(app, auditEndpoints, {
    listAuditEntries: async ({ query }) => deps.audit.list(query),
    getAuditVocabulary: () => Promise.resolve(deps.audit.vocabulary()),
  });
}
