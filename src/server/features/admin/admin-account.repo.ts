import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { sessions } from '#server/db/platform.tables';
import { adminAccount, adminRecoveryCodes } from './admin.tables.ts';

export type AdminAccountRow = typeof adminAccount.$inferSelect;
const ROW = 1;

/**
 * Where each two-factor seed is stored, authenticated with its sealed value (sealed-secret.ts):
 * a value copied from elsewhere does not open here.
 */
export const TOTP_SEAL_CONTEXT = {
  totpSecret: `admin_account:${ROW}:totp_secret`,
  totpPendingSecret: `admin_account:${ROW}:totp_pending_secret`,
} as const;

/** The only SQL for the back office's single account: its second factor and recovery codes. */
export function createAdminAccountRepo(db: Database) {
  async function upsert(values: Partial<typeof adminAccount.$inferInsert>, now: Date) {
    await db
      .insert(adminAccount)
      .values({ id: ROW, ...values, updatedAt: now })
      .onConflictDoUpdate({ target: adminAccount.id, set: { ...values, updatedAt: now } });
  }

  return {
    async find(): Promise<AdminAccountRow | null> {
      const [row] = await db.select().from(adminAccount).where(eq(adminAccount.id, ROW));
      return row ?? null;
    },

    setPendingSecret: (secret: string, now: Date) => upsert({ totpPendingSecret: secret }, now),

    setPasswordHash: (passwordHash: string, now: Date) => upsert({ passwordHash }, now),

    /** Stores `to` in place of `from`, only while `from` is still there (another server may race). */
    async replaceStoredSecret(
      column: keyof typeof TOTP_SEAL_CONTEXT,
      from: string,
      to: string,
      now: Date,
    ): Promise<void> {
      await db
        .update(adminAccount)
        .set({ [column]: to, updatedAt: now })
        .where(and(eq(adminAccount.id, ROW), eq(adminAccount[column], from)));
    },

    /**
     * Moves the time step forward, only if it is later than the last one used: true when this
     * request won the step. Two requests racing with one code cannot both succeed.
     */
    async claimStep(step: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(adminAccount)
        .set({ totpLastStep: step, updatedAt: now })
        .where(
          and(
            eq(adminAccount.id, ROW),
            or(isNull(adminAccount.totpLastStep), lt(adminAccount.totpLastStep, step)),
          ),
        )
        .returning({ id: adminAccount.id });
      return rows.length === 1;
    },

    /** Turns the pending secret on with new recovery codes; the step it was confirmed with is used. */
    async enable(secret: string, step: number, codeHashes: string[], now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(adminRecoveryCodes);
        await tx.insert(adminRecoveryCodes).values(codeHashes.map((codeHash) => ({ codeHash })));
        await tx
          .update(adminAccount)
          .set({
            totpSecret: secret,
            totpPendingSecret: null,
            totpEnabledAt: now,
            totpLastStep: step,
            updatedAt: now,
          })
          .where(eq(adminAccount.id, ROW));
        await tx.delete(sessions).where(sql`${sessions.kind} <> 'customer'`);
      });
    },

    /** The old recovery codes go, used or not; these take their place. */
    async replaceRecoveryCodes(
      codeHashes: string[],
      inTransaction: (tx: Database) => Promise<void>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(adminRecoveryCodes);
        await tx.insert(adminRecoveryCodes).values(codeHashes.map((codeHash) => ({ codeHash })));
        await inTransaction(tx);
      });
    },

    async disable(now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(adminRecoveryCodes);
        await tx
          .update(adminAccount)
          .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, updatedAt: now })
          .where(eq(adminAccount.id, ROW));
        await tx.delete(sessions).where(sql`${sessions.kind} <> 'customer'`);
      });
    },

    /** Marks an unused recovery code used in one statement: true once, however many race. */
    async useRecoveryCode(codeHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(adminRecoveryCodes)
        .set({ usedAt: now })
        .where(and(eq(adminRecoveryCodes.codeHash, codeHash), isNull(adminRecoveryCodes.usedAt)))
        .returning({ id: adminRecoveryCodes.id });
      return rows.length === 1;
    },

    async recoveryCodesLeft(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(adminRecoveryCodes)
        .where(isNull(adminRecoveryCodes.usedAt));
      return row?.count ?? 0;
    },

    /** Every back-office session, signed in or half-way, ends (a credential changed). */
    async endAdminSessions(): Promise<void> {
      await db.delete(sessions).where(sql`${sessions.kind} <> 'customer'`);
    },
  };
}

export type AdminAccountRepo = ReturnType<typeof createAdminAccountRepo>;
