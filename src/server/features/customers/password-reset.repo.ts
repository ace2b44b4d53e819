import { and, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { passwordResetTokens } from './customers.tables.ts';

/** The only SQL for reset tokens; only their SHA-256 is ever stored. */
export function createPasswordResetRepo(db: Database) {
  const usable = (tokenHash: string, now: Date) =>
    and(
      eq(passwordResetTokens.tokenHash, tokenHash),
      isNull(passwordResetTokens.usedAt),
      gt(passwordResetTokens.expiresAt, now),
    );

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
        .where(usable(tokenHash, now));
      return row !== undefined;
    },

    /**
     * Marks the token used and answers its customer, in one statement: of two concurrent
     * resets with one token, only one gets a customer back. Null when unknown, used or expired.
     */
    async consume(tokenHash: string, now: Date): Promise<number | null> {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(usable(tokenHash, now))
        .returning({ customerId: passwordResetTokens.customerId });
      return row?.customerId ?? null;
    },

    /** After a reset, any other link already sent to the customer stops working too. */
    async retireAll(customerId: number, now: Date): Promise<void> {
      await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(eq(passwordResetTokens.customerId, customerId), isNull(passwordResetTokens.usedAt)),
        );
    },
  };
}

export type PasswordResetRepo = ReturnType<typeof createPasswordResetRepo>;
