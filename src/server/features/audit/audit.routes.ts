import type { FastifyInstance } from 'fastify';
import { listAuditEntries } from '#shared/api/audit';
import type { EndpointRoutes } from '#server/http/endpoints';
import type { AuditLog } from './audit-log.ts';

/**
 * The Audit tab's one route; registered inside the admin scope (admin session only). The log
 * is read here and nowhere changed: there is deliberately no route that edits or deletes it.
 */
export function registerAuditRoutes(
  app: FastifyInstance,
  deps: { audit: AuditLog; route: EndpointRoutes },
): void {
  deps.route(app, listAuditEntries, async ({ query }) => deps.audit.list(query));
}
