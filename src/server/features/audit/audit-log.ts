import { auditChanges, redactForAudit, type AuditValues } from '#domain/audit-values';
import type { AuditAction, AuditArea } from '#shared/audit-vocabulary';
import {
  AUDIT_COUNT_LIMIT,
  type AuditActor,
  type AuditEntityType,
  type AuditEntry,
  type AuditListQuery,
  type AuditPage,
  type AuditVocabulary,
} from '#shared/schemas/audit';
import { createHmac, hkdfSync } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import { createAuditRepo, type AuditRow, type NewAuditRow } from './audit.repo.ts';

/** Who made a change and from where (#server/http/audit-source for a request's). */
export interface AuditSource {
  actor: AuditActor;
  /** The session's reference (never its token); null without a session. */
  sessionId?: string | null;
  ip?: string | null;
  /** The back-office person (staff.id) who did it; null for anyone else. */
  staffId?: number | null;
}

export interface AuditEvent extends AuditSource {
  action: AuditAction;
  entity?: { type: AuditEntityType; id: string | number } | null;
  /**
   * The values before and after the change; secrets and personal details are redacted on the
   * way in (#domain/audit-values), whatever a caller passes.
   */
  before?: AuditValues | null;
  after?: AuditValues | null;
}

const toEntry = (row: AuditRow, names: Map<number, string>): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  action: row.action,
  actor: row.actor,
  sessionId: row.sessionId,
  staffId: row.staffId,
  staffName: row.staffId === null ? null : (names.get(row.staffId) ?? null),
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
  /** SECRETS_KEY: keys the email digests (emailDigest); without it there are none. */
  secretsKey?: string;
  /** Areas known from the start, for a log used outside the app (a script); modules `declare`. */
  areas?: readonly AuditArea[];
}) {
  const digestKey = deps.secretsKey ? emailDigestKey(deps.secretsKey) : null;
  const emailDigest = (email: string): string => {
    if (!digestKey) throw new Error('The audit log has no SECRETS_KEY to make email digests');
    return createHmac('sha256', digestKey)
      .update(email.trim().toLowerCase())
      .digest('hex')
      .slice(0, DIGEST_HEX);
  };

  /**
   * The values as the log keeps them: an email address as its digest (sign-ins tried against
   * one address still read alike), every other personal detail and secret as a marker.
   */
  const logged = (values: AuditValues): AuditValues => {
    const { email, ...rest } = values;
    const named =
      typeof email === 'string' && digestKey
        ? { ...rest, emailDigest: emailDigest(email) }
        : values;
    return redactForAudit(named);
  };

  const toRow = (event: AuditEvent, at: Date): NewAuditRow => ({
    at,
    action: event.action,
    actor: event.actor,
    sessionId: event.sessionId ?? null,
    staffId: event.staffId ?? null,
    ip: event.ip ?? null,
    entityType: event.entity?.type ?? null,
    entityId: event.entity ? String(event.entity.id) : null,
    before: event.before ? logged(event.before) : null,
    after: event.after ? logged(event.after) : null,
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

  const areas = new Map<string, AuditArea>();
  const labels = new Map<string, string>();

  /** An action no module declared is a mistake in the code, not a request to refuse. */
  function declared(event: AuditEvent): AuditEvent {
    if (!labels.has(event.action)) {
      throw new Error(`Audit action "${event.action}" was not declared by any module`);
    }
    return event;
  }

  function declare(area: AuditArea): void {
    const known = areas.get(area.area);
    if (known && known !== area) throw new Error(`Audit area "${area.area}" declared twice`);
    areas.set(area.area, area);
    for (const [action, label] of Object.entries<string>(area.actions)) labels.set(action, label);
  }
  for (const area of deps.areas ?? []) declare(area);

  async function record(tx: Database, event: AuditEvent): Promise<void> {
    await insert(tx, [toRow(declared(event), deps.now())]);
  }

  return {
    record,

    /** A module's area of actions, declared as it registers (#shared/audit-vocabulary). */
    declare,

    vocabulary(): AuditVocabulary {
      return {
        areas: [...areas.values()].map(({ area, label, actions }) => ({
          area,
          label,
          actions: Object.entries<string>(actions).map(([action, actionLabel]) => ({
            action,
            label: actionLabel,
          })),
        })),
      };
    },

    /**
     * Names an email address in the log without writing it there: the same address always gives
     * the same digest, so the business can later confirm a request it is asked about. Keyed
     * (HMAC-SHA-256 with a key drawn from SECRETS_KEY), so whoever reads the log or a backup
     * cannot confirm a guessed address by hashing it.
     */
    emailDigest,

    /** Several entries in one statement (orders written together). */
    async recordAll(tx: Database, events: AuditEvent[]): Promise<void> {
      if (events.length === 0) return;
      const at = deps.now();
      await insert(
        tx,
        events.map((event) => toRow(declared(event), at)),
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
      if (query.area && !areas.has(query.area)) throw unknownFilter('area', 'Unknown area');
      if (query.action && !labels.has(query.action)) {
        throw unknownFilter('action', 'Unknown action');
      }
      const { page, pageSize, ...filters } = query;
      const offset = (page - 1) * pageSize;
      const countUpTo = Math.max(AUDIT_COUNT_LIMIT, offset + pageSize) + 1;
      const repo = createAuditRepo(deps.db);
      const { rows, total } = await repo.list(filters, { limit: pageSize, offset, countUpTo });
      const names = await repo.staffNames(
        rows.flatMap((row) => (row.staffId === null ? [] : [row.staffId])),
      );
      const capped = total >= countUpTo;
      return {
        items: rows.map((row) => toEntry(row, names)),
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
 * Erases, in `tx`, the personal values of every entry about these records (written before the
 * log kept only ids, or an email's digest): what erasing the person asks of the log. Answers
 * how many entries changed, or null when the database cannot (docs/production.md).
 */
export async function eraseAuditPersonalData(
  tx: Database,
  entity: { type: AuditEntityType; ids: readonly number[] },
): Promise<number | null> {
  if (entity.ids.length === 0) return 0;
  return createAuditRepo(tx).erasePersonalData(entity.type, entity.ids.map(String));
}

const unknownFilter = (path: 'area' | 'action', message: string) =>
  new AppError('validation', message, [{ path, message }]);

/** 128 bits: no two addresses a shop ever meets share one. */
const DIGEST_HEX = 32;

const emailDigestKey = (secretsKey: string): Buffer =>
  Buffer.from(hkdfSync('sha256', secretsKey, '', 'pellets audit email digest v1', 32));

export type AuditLog = ReturnType<typeof createAuditLog>;
