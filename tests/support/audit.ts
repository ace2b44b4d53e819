import { asc, gt } from 'drizzle-orm';
import { expect } from 'vitest';
import type { RegisterRequest } from '#shared/schemas/customers';
import { auditLog } from '#server/features/audit/audit.tables';
import { signInAdmin } from './admin.ts';
import { registerCustomer } from './customers.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export type AuditRow = typeof auditLog.$inferSelect;
export type AuditLogWatch = Awaited<ReturnType<typeof watchAuditLog>>;

/**
 * Watches the audit log from now on: `added()` answers the entries written since the last call
 * (or since the watch began), oldest first; `onlyAdded()` the one entry, failing on none or several.
 */
export async function watchAuditLog(t: TestApp) {
  const db = t.database.db;
  const newest = async () => {
    const rows = await db.select({ id: auditLog.id }).from(auditLog);
    return rows.reduce((max, row) => Math.max(max, row.id), 0);
  };
  let seen = await newest();
  async function added(): Promise<AuditRow[]> {
    const rows = await db
      .select()
      .from(auditLog)
      .where(gt(auditLog.id, seen))
      .orderBy(asc(auditLog.id));
    seen = rows.at(-1)?.id ?? seen;
    return rows;
  }
  return {
    added,
    async onlyAdded(): Promise<AuditRow> {
      const entries = await added();
      expect(entries.map((entry) => entry.action)).toHaveLength(1);
      return entries[0]!;
    },
  };
}

/**
 * A shop whose audit log is watched, with the back office signed in (`adminSession` is its
 * session's reference in the log) and a registered customer.
 */
export async function auditedShop(customerDetails: Partial<RegisterRequest> = {}) {
  const t = await createTestApp({ config: { rateLimits: false } });
  const log = await watchAuditLog(t);
  const admin = await signInAdmin(t.app);
  const adminSession = (await log.added())[0]!.sessionId;
  const customer = await registerCustomer(t.app, customerDetails);
  return { t, log, admin, adminSession, customer };
}
