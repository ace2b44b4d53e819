import type { Database } from '#server/db/client';
import { verifyPassword } from '#server/security/password';
import { isSealed, sealingKey, sealSecret } from '#server/security/sealed-secret';
import { createAdminAccountRepo, TOTP_SEAL_CONTEXT } from './admin-account.repo.ts';

/**
 * Run at start-up, before the shop answers: a changed admin password ends every back-office
 * session (ASVS 7.4.3), and so does a newly required second factor that is not set up yet.
 * The password is judged by what it is, not by its hash (a configured password is hashed with
 * a fresh salt when it changes, and app servers do not share their data directories); a
 * configured password whose hash (`passwordHash`, always of that password) is the one stored
 * is the same without hashing it again.
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
    stored === options.passwordHash ||
    (options.configuredPassword !== undefined &&
      (await verifyPassword(options.configuredPassword, stored)));
  if (!samePassword || stored === null)
    await repo.setPasswordHash(options.passwordHash, options.now);
  const missingSecondFactor = options.totpRequired && !account?.totpSecret;
  if (samePassword && !missingSecondFactor) return false;
  await repo.endAdminSessions();
  return true;
}

/**
 * Run at start-up: a two-factor seed kept in plain text by a shop from before seeds were sealed
 * is sealed with SECRETS_KEY, so that shop keeps signing in with the same app while its
 * database, and every backup from now on, stops holding the seed. Answers how many were sealed.
 */
export async function sealPlainTwoFactorSecrets(
  db: Database,
  options: { secretsKey: string; now: Date },
): Promise<number> {
  const repo = createAdminAccountRepo(db);
  const account = await repo.find();
  if (!account) return 0;
  const key = sealingKey(options.secretsKey);
  let sealed = 0;
  for (const column of ['totpSecret', 'totpPendingSecret'] as const) {
    const stored = account[column];
    if (!stored || isSealed(stored)) continue;
    const to = sealSecret(key, stored, TOTP_SEAL_CONTEXT[column]);
    await repo.replaceStoredSecret(column, stored, to, options.now);
    sealed += 1;
  }
  return sealed;
}
