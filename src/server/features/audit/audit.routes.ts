import type { FastifyInstance } from 'fastify';
import { AuditListQuerySchema } from '#shared/schemas/audit';
import { validate } from '#server/http/validate';
import type { AuditLog } from './audit-log.ts';

/**
 * The Audit tab's one route; registered inside the admin scope (admin session only). The log
 * is read here and nowhere changed: there is deliberately no route that edits or deletes it.
 */
export function registerAuditRoutes(app: FastifyInstance, deps: { audit: AuditLog }): void {
  app.get('/api/admin/audit', async (request) =>
    deps.audit.list(validate(AuditListQuerySchema, request.query)),
  );
}
