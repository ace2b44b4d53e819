import type { FastifyRequest } from 'fastify';
import { auditSource } from '#server/http/audit-source';
import type { Database } from '#server/db/client';
import type { AdminPerson } from '#server/http/sessions';
import type { AuditLog } from '../audit/audit-log.ts';
import { createStaffRepo } from './staff.repo.ts';

/** The person of a back-office session, for the session store's guard. */
export async function findAdminPerson(db: Database, staffId: number): Promise<AdminPerson | null> {
  const row = await createStaffRepo(db).find(staffId);
  return row && { id: row.id, name: row.name, role: row.role, status: row.status };
}

/** The audit entry of a back-office request refused for the person's role (403). */
export const recordAccessRefused = (
  audit: Pick<AuditLog, 'record'>,
  db: Database,
  request: FastifyRequest,
): Promise<void> =>
  audit.record(db, {
    action: 'people.access_refused',
    ...auditSource(request, 'admin'),
    after: { method: request.method, path: request.routeOptions.url ?? request.url },
  });
