import type { Database } from '#server/db/client';
import { verifyPassword } from '#server/security/password';
import { createAdminAccountRepo } from './admin-account.repo.ts';

/**
 * Run at start-up, before the shop answers: a changed admin password ends every back-office
 * session (ASVS 7.4.3), and so does a newly required second factor that is not set up yet.
 * The password is judged by what it is, not by its hash (a configured password is hashed with
 * a fresh salt on each start, and app servers do not share their data directories).
 * Answers whether sessions were ended.
 */
export async function endAdminSessionsOnCredentialChange(
  db: Database,
  options: {
    configuredPassword: string | undefined;
    passwordHash: string;
    totpRequired: boolean;
    now: Date;
  },
): Promise<boolean> {
  const repo = createAdminAccountRepo(db);
  const account = await repo.find();
  const stored = account?.passwordHash ?? null;
  const samePassword =
    stored === null ||
    (options.configuredPassword === undefined
      ? stored === options.passwordHash
      : await verifyPassword(options.configuredPassword, stored));
  if (!samePassword || stored === null)
    await repo.setPasswordHash(options.passwordHash, options.now);
  const missingSecondFactor = options.totpRequired && !account?.totpSecret;
  if (samePassword && !missingSecondFactor) return false;
  await repo.endAdminSessions();
  return true;
}
