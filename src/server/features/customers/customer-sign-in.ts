import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { customers } from './customers.tables.ts';

/** A customer's new session is a sign-in: the account is in use (#domain/retention). */
export async function markCustomerSignedIn(
  db: Database,
  customerId: number,
  at: Date,
): Promise<void> {
  await db.update(customers).set({ lastSignedInAt: at }).where(eq(customers.id, customerId));
}
