import { asc, gt } from 'drizzle-orm';
import { auditLog } from '#server/db/schema';
import type { TestApp } from './test-app.ts';

export type AuditRow = typeof auditLog.$inferSelect;

/**
 * Watches the audit log from now on: `added()` answers the entries written since the last call
 * (or since the watch began), oldest first.
 */
export async function watchAuditLog(t: TestApp) {
  const db = t.database.db;
  const newest = async () => {
    const rows = await db.select({ id: auditLog.id }).from(auditLog);
    return rows.reduce((max, row) => Math.max(max, row.id), 0);
  };
  let seen = await newest();
  return {
    async added(): Promise<AuditRow[]> {
      const rows = await db
        .select()
        .from(auditLog)
        .where(gt(auditLog.id, seen))
        .orderBy(asc(auditLog.id));
      seen = rows.at(-1)?.id ?? seen;
      return rows;
    },
  };
}
