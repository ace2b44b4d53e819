import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { customerDevices } from './customers.tables.ts';

/** The only SQL for customers' remembered browsers; only each token's SHA-256 is stored. */
export function createCustomerDevicesRepo(db: Database) {
  return {
    async insert(values: typeof customerDevices.$inferInsert): Promise<void> {
      await db.insert(customerDevices).values(values);
    },

    /** The customer a live token was issued to, or null. */
    async customerOf(tokenHash: string, now: Date): Promise<number | null> {
      const [row] = await db
        .select({ customerId: customerDevices.customerId })
        .from(customerDevices)
        .where(and(eq(customerDevices.tokenHash, tokenHash), gt(customerDevices.expiresAt, now)));
      return row?.customerId ?? null;
    },

    async deleteToken(customerId: number, tokenHash: string): Promise<void> {
      await db
        .delete(customerDevices)
        .where(
          and(eq(customerDevices.customerId, customerId), eq(customerDevices.tokenHash, tokenHash)),
        );
    },

    async deleteForSession(sessionIdHash: string): Promise<void> {
      await db.delete(customerDevices).where(eq(customerDevices.sessionIdHash, sessionIdHash));
    },

    async deleteAllFor(customerId: number): Promise<void> {
      await db.delete(customerDevices).where(eq(customerDevices.customerId, customerId));
    },

    /** Housekeeping: a token past its time is never trusted again. */
    async deleteExpired(now: Date): Promise<void> {
      await db.delete(customerDevices).where(lte(customerDevices.expiresAt, now));
    },
  };
}
