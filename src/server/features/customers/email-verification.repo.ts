import { eq, lte } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { emailVerificationTokens } from './customers.tables.ts';
import { oneTimeLinks } from './one-time-links.ts';

/** The only SQL for email verification links (one-time links). */
export function createEmailVerificationRepo(db: Database) {
  const links = oneTimeLinks(db, emailVerificationTokens);

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

    consume: links.consume,
    /** Once verified, the other links sent to the customer are spent too. */
    retireAll: links.retireAll,

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
