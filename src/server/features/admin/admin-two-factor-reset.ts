import type { Database } from '#server/db/client';

/** Placeholder: not yet written. */
export async function resetAdminTwoFactor(_db: Database, _now: Date): Promise<void> {
  throw new Error('not yet');
}
