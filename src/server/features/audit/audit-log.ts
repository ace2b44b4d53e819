import { auditChanges, redactSecrets, type AuditValues } from '#domain/audit-values';
import {
  AUDIT_COUNT_LIMIT,
  type AuditAction,
  type AuditActor,
  type AuditEntityType,
  type AuditEntry,
  type AuditListQuery,
  type AuditPage,
} from '#shared/schemas/audit';
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client';
import { createAuditRepo, type AuditRow, type NewAuditRow } from './audit.repo.ts';

/** Who made a change and from where (#server/http/audit-source for a request's). */
export interface AuditSource {
  actor: AuditActor;
  /** The session's reference (never its token); null without a session. */
  sessionId?: string | null;
  ip?: string | null;
}

export interface AuditEvent extends AuditSource {
  action: AuditAction;
  entity?: { type: AuditEntityType; id: string | number } | null;
  /** The values before and after the change; secrets are redacted on the way in. */
  before?: AuditValues | null;
  after?: AuditValues | null;
}

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  action: row.action,
  actor: row.actor,
  sessionId: row.sessionId,
  ip: row.ip,
  entityType: row.entityType,
  entityId: row.entityId,
  before: row.before ?? null,
  after: row.after ?? null,
});

/**
 * The audit log. `record` takes the transaction making the change, so the change and its
 * entry are written together or not at all; `recordChange` writes only what differs, and
 * nothing when nothing did.
 */
export function createAuditLog(deps: {
  db: Database;
  now: () => Date;
  /**
   * Each entry also gives one log line, so a log shipper can keep a copy off the server that
   * nobody with the database can rewrite. It names what happened, never to whom: no address,
   * session or values.
   */
  log?: Pick<FastifyBaseLogger, 'info'>;
}) {
  const toRow = (event: AuditEvent, at: Date): NewAuditRow => ({
    at,
    action: event.action,
    actor: event.actor,
    sessionId: event.sessionId ?? null,
    ip: event.ip ?? null,
    entityType: event.entity?.type ?? null,
    entityId: event.entity ? String(event.entity.id) : null,
    before: event.before ? redactSecrets(event.before) : null,
    after: event.after ? redactSecrets(event.after) : null,
  });

  /** Written with the entry, in its transaction: a change rolled back afterwards leaves a line. */
  function logWritten(rows: NewAuditRow[]): void {
    for (const row of rows) {
      deps.log?.info(
        {
          audit: {
            action: row.action,
            actor: row.actor,
            entityType: row.entityType,
            entityId: row.entityId,
            at: row.at?.toISOString(),
          },
        },
        'audit entry',
      );
    }
  }

  async function insert(tx: Database, rows: NewAuditRow[]): Promise<void> {
    await createAuditRepo(tx).insert(rows);
    logWritten(rows);
  }

  async function record(tx: Database, event: AuditEvent): Promise<void> {
    await insert(tx, [toRow(event, deps.now())]);
  }

  return {
    record,

    /** Several entries in one statement (orders written together). */
    async recordAll(tx: Database, events: AuditEvent[]): Promise<void> {
      if (events.length === 0) return;
      const at = deps.now();
      await insert(
        tx,
        events.map((event) => toRow(event, at)),
      );
    },

    async recordChange(
      tx: Database,
      event: AuditEvent & { before: AuditValues; after: AuditValues },
    ): Promise<void> {
      const changes = auditChanges(event.before, event.after);
      if (changes) await record(tx, { ...event, ...changes });
    },

    async list(query: AuditListQuery): Promise<AuditPage> {
      const { page, pageSize, ...filters } = query;
      const offset = (page - 1) * pageSize;
      const countUpTo = Math.max(AUDIT_COUNT_LIMIT, offset + pageSize) + 1;
      const { rows, total } = await createAuditRepo(deps.db).list(filters, {
        limit: pageSize,
        offset,
        countUpTo,
      });
      const capped = total >= countUpTo;
      return {
        items: rows.map(toEntry),
        total: capped ? countUpTo - 1 : total,
        totalCapped: capped,
        page,
        pageSize,
      };
    },
  };
}

/**
 * The entries of these kinds about one record (a customer's sign-ins, for their data export);
 * `db` is the caller's read transaction.
 */
export function auditEntriesAbout(
  db: Database,
  entity: { type: AuditEntityType; id: number },
  actions: readonly AuditAction[],
): Promise<AuditRow[]> {
  return createAuditRepo(db).about({ type: entity.type, id: String(entity.id) }, actions);
}

/**
 * Names an email address in the audit log without writing it there: the same address always
 * gives the same digest, so the business can later confirm a request it is asked about.
 */
export const auditEmailDigest = (email: string) =>
  createHash('sha256').update(email).digest('hex').slice(0, 16);

export type AuditLog = ReturnType<typeof createAuditLog>;
