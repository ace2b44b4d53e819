import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import type { emailVerificationTokens, passwordResetTokens } from './customers.tables.ts';

type LinkTable = typeof passwordResetTokens | typeof emailVerificationTokens;

/**
 * What the tables of one-time links (password resets, email verifications) share: a link is
 * usable until it is used or expires, used once, and retired with the others of its customer.
 * Only their SHA-256 is ever stored.
 */
export function oneTimeLinks(db: Database, table: LinkTable) {
  const usable = (tokenHash: string, now: Date) =>
    and(eq(table.tokenHash, tokenHash), isNull(table.usedAt), gt(table.expiresAt, now));

  return {
    usable,

    /**
     * Marks the link used and answers its customer, in one statement: of two uses at once,
     * only one gets a customer back. Null when unknown, used or expired.
     */
    consume: async (tokenHash: string, now: Date): Promise<number | null> => {
      const [row] = await db
        .update(table)
        .set({ usedAt: now })
        .where(usable(tokenHash, now))
        .returning({ customerId: table.customerId });
      return row?.customerId ?? null;
    },

    /** The customer's other links stop working too (after a reset, once verified). */
    retireAll: async (customerId: number, now: Date): Promise<void> => {
      await db
        .update(table)
        .set({ usedAt: now })
        .where(and(eq(table.customerId, customerId), isNull(table.usedAt)));
    },
  };
}
