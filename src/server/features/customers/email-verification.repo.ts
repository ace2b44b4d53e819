import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { emailVerificationTokens } from './customers.tables.ts';

/** The only SQL for email verification links; only their SHA-256 is ever stored. */
export function createEmailVerificationRepo(db: Database) {
  const usable = (tokenHash: string, now: Date) =>
    and(
      eq(emailVerificationTokens.tokenHash, tokenHash),
      isNull(emailVerificationTokens.usedAt),
      gt(emailVerificationTokens.expiresAt, now),
    );

  return {
    async insert(values: { customerId: number; tokenHash: string; expiresAt: Date; now: Date }) {
      const { now, ...row } = values;
      await db.insert(emailVerificationTokens).values({ ...row, createdAt: now });
    },

    /** The link as stored, to tell an unknown link from a used or an expired one. */
    async find(tokenHash: string) {
      const [row] = await db
        .select({
          customerId: emailVerificationTokens.customerId,
          expiresAt: emailVerificationTokens.expiresAt,
          usedAt: emailVerificationTokens.usedAt,
        })
        .from(emailVerificationTokens)
        .where(eq(emailVerificationTokens.tokenHash, tokenHash));
      return row ?? null;
    },

    /**
     * Marks the link used and answers its customer, in one statement: of two clicks at once,
     * only one gets a customer back. Null when unknown, used or expired.
     */
    async consume(tokenHash: string, now: Date): Promise<number | null> {
      const [row] = await db
        .update(emailVerificationTokens)
        .set({ usedAt: now })
        .where(usable(tokenHash, now))
        .returning({ customerId: emailVerificationTokens.customerId });
      return row?.customerId ?? null;
    },

    /** Once verified, the other links sent to the customer are spent too. */
    async retireAll(customerId: number, now: Date): Promise<void> {
      await db
        .update(emailVerificationTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailVerificationTokens.customerId, customerId),
            isNull(emailVerificationTokens.usedAt),
          ),
        );
    },

    /**
     * Housekeeping: links whose life ended before `cutoff`. Used and expired links are kept
     * until then, so that a second click is told what happened rather than "not recognised".
     */
    async deleteEndedBefore(cutoff: Date): Promise<void> {
      await db
        .delete(emailVerificationTokens)
        .where(lte(emailVerificationTokens.expiresAt, cutoff));
    },
  };
}

export type EmailVerificationRepo = ReturnType<typeof createEmailVerificationRepo>;
