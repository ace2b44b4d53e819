import { and, eq, isNotNull, lte, or } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { passwordResetTokens } from './customers.tables.ts';
import { oneTimeLinks } from './one-time-links.ts';

/** The only SQL for reset tokens (one-time links). */
export function createPasswordResetRepo(db: Database) {
  const links = oneTimeLinks(db, passwordResetTokens);

  return {
    /** Also clears this customer's dead tokens, so the table holds only live ones. */
    async insert(values: { customerId: number; tokenHash: string; expiresAt: Date; now: Date }) {
      const { now, ...row } = values;
      await db
        .delete(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.customerId, row.customerId),
            or(lte(passwordResetTokens.expiresAt, now), isNotNull(passwordResetTokens.usedAt)),
          ),
        );
      await db.insert(passwordResetTokens).values({ ...row, createdAt: now });
    },

    /** Housekeeping: expired and used tokens can never be used again. */
    async deleteDead(now: Date): Promise<void> {
      await db
        .delete(passwordResetTokens)
        .where(or(lte(passwordResetTokens.expiresAt, now), isNotNull(passwordResetTokens.usedAt)));
    },

    async isUsable(tokenHash: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: passwordResetTokens.id })
        .from(passwordResetTokens)
        .where(links.usable(tokenHash, now));
      return row !== undefined;
    },

    consume: links.consume,
    /** After a reset, any other link already sent to the customer stops working too. */
    retireAll: links.retireAll,
  };
}

export type PasswordResetRepo = ReturnType<typeof createPasswordResetRepo>;
