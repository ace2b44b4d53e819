import { and, asc, count, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { AuditListQuery } from '#shared/schemas/audit';
import type { Database } from '#server/db/client';
import { insertByColumns } from '#server/db/insert-by-columns';
import { staff } from '../admin/admin.tables.ts';
import { auditLog } from './audit.tables.ts';
import { totalFromPage } from '#server/db/search';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;
export type AuditFilters = Omit<AuditListQuery, 'page' | 'pageSize'>;

function whereOf(filters: AuditFilters): SQL | undefined {
  return and(
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.area ? like(auditLog.action, `${filters.area}.%`) : undefined,
    filters.actor ? eq(auditLog.actor, filters.actor) : undefined,
    filters.entityId ? eq(auditLog.entityId, filters.entityId) : undefined,
  );
}

/**
 * The only SQL for the audit log: it is appended to and read, never changed (migration 0012),
 * but for a person's details erased through erase_audit_personal_data (migration 0027).
 */
export function createAuditRepo(db: Database) {
  return {
    /**
     * Overwrites the personal values of the entries about these records with a marker; null
     * when the database cannot: no such function (the migration could not add it), or one not
     * owned by the audit log's owner, which could not change the log (docs/production.md).
     * Checked first: a failing call would fail the erasure's whole transaction.
     */
    async erasePersonalData(
      entityType: string,
      entityIds: readonly string[],
    ): Promise<number | null> {
      // Both drivers answer { rows }.
      const found = (await db.execute(
        sql`select exists (
          select 1 from pg_proc p join pg_class c on c.oid = to_regclass('public.audit_log')
          where p.oid = to_regproc('erase_audit_personal_data') and p.proowner = c.relowner
        ) as usable`,
      )) as { rows: { usable?: unknown }[] };
      if (found.rows[0]?.usable !== true) return null;
      const erased = (await db.execute(
        sql`select erase_audit_personal_data(${entityType}, ${`{${entityIds.join(',')}}`}::text[]) as erased`,
      )) as { rows: { erased?: unknown }[] };
      return Number(erased.rows[0]?.erased ?? 0);
    },

    /** The names of the back-office people the entries name, by id. */
    async staffNames(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: staff.id, name: staff.name })
        .from(staff)
        .where(inArray(staff.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    async insert(rows: NewAuditRow[]): Promise<void> {
      await insertByColumns(db, auditLog, rows);
    },

    /** The entries of these kinds about one record, oldest first (audit_log_entity_idx). */
    about(entity: { type: string; id: string }, actions: readonly string[]): Promise<AuditRow[]> {
      if (actions.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entityId, entity.id),
            eq(auditLog.entityType, entity.type),
            inArray(auditLog.action, [...actions]),
          ),
        )
        .orderBy(asc(auditLog.at), asc(auditLog.id));
    },

    /**
     * One page, newest first, and the number of matching entries counted up to `countUpTo`
     * (counting every entry of a long log would cost more than the page itself).
     */
    async list(
      filters: AuditFilters,
      page: { limit: number; offset: number; countUpTo: number },
    ): Promise<{ rows: AuditRow[]; total: number }> {
      const where = whereOf(filters);
      const rows = await db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(page.limit)
        .offset(page.offset);
      const known = totalFromPage(rows.length, page.limit, page.offset);
      if (known !== null) return { rows, total: known };
      const matching = db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(where)
        .limit(page.countUpTo)
        .as('matching');
      const [counted] = await db.select({ n: count() }).from(matching);
      return { rows, total: counted?.n ?? 0 };
    },
  };
}
