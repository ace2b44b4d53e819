import { and, eq, lte, ne } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { sessions } from '#server/db/platform.tables';

export type SessionRow = typeof sessions.$inferSelect;
export type SessionKind = SessionRow['kind'];

/**
 * The only SQL for sessions. Rows are keyed by the SHA-256 of the cookie token, never the token.
 * All times come from the caller, so tests can move the clock.
 */
export function createSessionsRepo(db: Database) {
  return {
    async insert(row: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(row);
    },

    async find(idHash: string): Promise<SessionRow | null> {
      const [row] = await db.select().from(sessions).where(eq(sessions.idHash, idHash));
      return row ?? null;
    },

    async touch(idHash: string, lastSeenAt: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt }).where(eq(sessions.idHash, idHash));
    },

    /** The session deleted, or null when there was none. */
    async delete(idHash: string): Promise<SessionRow | null> {
      const [deleted] = await db.delete(sessions).where(eq(sessions.idHash, idHash)).returning();
      return deleted ?? null;
    },

    async deleteForCustomer(customerId: number, kind: SessionKind): Promise<void> {
      await db
        .delete(sessions)
        .where(and(eq(sessions.customerId, customerId), eq(sessions.kind, kind)));
    },

    async deleteForStaff(staffId: number): Promise<void> {
      await db.delete(sessions).where(eq(sessions.staffId, staffId));
    },

    /** All of a customer's sessions but one: the browser that asked stays signed in. */
    async deleteOthersForCustomer(
      customerId: number,
      kind: SessionKind,
      keepIdHash: string,
    ): Promise<void> {
      await db
        .delete(sessions)
        .where(
          and(
            eq(sessions.customerId, customerId),
            eq(sessions.kind, kind),
            ne(sessions.idHash, keepIdHash),
          ),
        );
    },

    /** Housekeeping: rows past their absolute expiry can never be used again. */
    async deleteExpired(now: Date): Promise<void> {
      await db.delete(sessions).where(lte(sessions.expiresAt, now));
    },
  };
}

export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
