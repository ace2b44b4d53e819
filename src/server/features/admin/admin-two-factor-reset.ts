import { adminAudit } from '#shared/api/admin-auth';
import type { Database } from '#server/db/client';
import { createAuditLog } from '../audit/audit-log.ts';
import { createAdminAccountRepo } from './admin-account.repo.ts';

/**
 * The way back from a lost authenticator, run on the server (`npm run admin:reset-two-factor`):
 * two-factor sign-in is turned off, its secret and recovery codes deleted, and every back-office
 * session ended; the password alone signs in again, and two-factor can be set up anew from
 * Settings. Only someone with a shell on the server (and so the database) can run it. Answers
 * whether it was on.
 */
export async function resetAdminTwoFactor(db: Database, now: Date): Promise<boolean> {
  const repo = createAdminAccountRepo(db);
  const wasOn = Boolean((await repo.find())?.totpSecret);
  await repo.disable(now);
  await createAuditLog({ db, now: () => now, areas: [adminAudit] }).record(db, {
    action: 'admin.two_factor_disabled',
    actor: 'system',
    ip: null,
    sessionId: null,
  });
  return wasOn;
}
