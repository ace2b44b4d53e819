import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import {
  ensurePrivateDirSync,
  PRIVATE_FILE_MODE,
  writePrivateFileSync,
} from '#server/lib/private-files';
import { PASSWORD_POLICY_VERSION } from '#shared/password-policy-version';
import { hashPassword, verifyPassword } from './password.ts';

/** What the shop needs that must stay the same across restarts but need not be configured. */
export interface RuntimeSecrets {
  adminPath: string;
  adminPasswordHash: string;
  sessionSecret: string;
  /** Seals the secrets the database keeps (the admin's two-factor seed): sealed-secret.ts. */
  secretsKey: string;
  /** Set only on the start that generated it, so it can be printed once. */
  generatedAdminPassword: string | null;
  /** Why the configured admin password is refused (the password policy), or null. */
  adminPasswordRefusal: string | null;
}

/** Why a password is refused as the admin's, or null (env.ts's adminPasswordRefusal). */
export type JudgeAdminPassword = (password: string) => Promise<string | null>;

const StoredSecretsSchema = z.object({
  adminPath: z.string().min(16),
  adminPasswordHash: z.string().startsWith('scrypt$'),
  sessionSecret: z.string().min(32),
  // Absent from a file written before secrets were sealed: generated then, and kept.
  secretsKey: z.string().min(32).optional(),
  /**
   * The configured ADMIN_PASSWORD's hash from the start that last judged it, and the edition of
   * the password policy that accepted it: while the password verifies against this hash, it is
   * the same password, and is not judged again.
   */
  acceptedAdminPassword: z
    .object({ hash: z.string().startsWith('scrypt$'), policy: z.number() })
    .optional(),
});

type StoredSecrets = z.infer<typeof StoredSecretsSchema>;

const token = (bytes: number) => randomBytes(bytes).toString('base64url');

function readStored(file: string): StoredSecrets | null {
  try {
    return StoredSecretsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
}

/**
 * The configured admin password's hash and verdict. The policy's verdict takes zxcvbn most of
 * a second, and is remembered: a password that verifies against the hash kept from the start
 * that accepted it (under the same policy) is the same password, and keeps that hash. Any
 * other is judged, and hashed meanwhile; `accepted` is then set when it is to be remembered.
 */
async function configuredAdminPassword(
  password: string,
  remembered: StoredSecrets['acceptedAdminPassword'],
  judge: JudgeAdminPassword,
): Promise<{ hash: string; refusal: string | null; accepted: boolean }> {
  if (
    remembered?.policy === PASSWORD_POLICY_VERSION &&
    (await verifyPassword(password, remembered.hash))
  ) {
    return { hash: remembered.hash, refusal: null, accepted: false };
  }
  const [refusal, hash] = await Promise.all([judge(password), hashPassword(password)]);
  return { hash, refusal, accepted: refusal === null };
}

/**
 * Values from the environment win; otherwise they are generated once and kept in
 * DATA_DIR/secrets.json (mode 0600, in a 0700 DATA_DIR). The admin password is only ever
 * stored hashed. A configured admin password is judged by `judgeAdminPassword` (by default,
 * accepted), unless it was accepted before.
 */
export async function loadRuntimeSecrets(
  dataDir: string,
  configured: {
    adminPath?: string;
    adminPassword?: string;
    sessionSecret?: string;
    secretsKey?: string;
  },
  judgeAdminPassword: JudgeAdminPassword = () => Promise.resolve(null),
): Promise<RuntimeSecrets> {
  ensurePrivateDirSync(dataDir);
  const file = join(dataDir, 'secrets.json');
  const stored = readStored(file);
  // A file kept from before, or copied in with a looser mode, is made owner-only too.
  if (stored) chmodSync(file, PRIVATE_FILE_MODE);
  const configuredPassword = configured.adminPassword
    ? await configuredAdminPassword(
        configured.adminPassword,
        stored?.acceptedAdminPassword,
        judgeAdminPassword,
      )
    : null;
  let generatedAdminPassword: string | null = null;
  let storedPasswordHash = stored?.adminPasswordHash;
  if (!configured.adminPassword && !storedPasswordHash) {
    generatedAdminPassword = token(15);
    storedPasswordHash = await hashPassword(generatedAdminPassword);
  }
  const next = {
    adminPath: stored?.adminPath ?? token(18),
    adminPasswordHash: storedPasswordHash ?? (await hashPassword(token(15))),
    sessionSecret: stored?.sessionSecret ?? token(32),
    secretsKey: stored?.secretsKey ?? token(32),
    ...(configuredPassword?.accepted
      ? {
          acceptedAdminPassword: { hash: configuredPassword.hash, policy: PASSWORD_POLICY_VERSION },
        }
      : stored?.acceptedAdminPassword
        ? { acceptedAdminPassword: stored.acceptedAdminPassword }
        : {}),
  };
  if (!stored || generatedAdminPassword || !stored.secretsKey || configuredPassword?.accepted) {
    writePrivateFileSync(file, JSON.stringify(next, null, 2));
  }
  return {
    adminPath: configured.adminPath ?? next.adminPath,
    adminPasswordHash: configuredPassword?.hash ?? next.adminPasswordHash,
    sessionSecret: configured.sessionSecret ?? next.sessionSecret,
    secretsKey: configured.secretsKey ?? next.secretsKey,
    generatedAdminPassword,
    adminPasswordRefusal: configuredPassword?.refusal ?? null,
  };
}

/**
 * The key backups are signed with (HMAC): the configured BACKUP_KEY wins; otherwise one
 * generated once into DATA_DIR/backup.key (mode 0600). Kept apart from secrets.json, which
 * the shop rewrites, so a backup script run before the shop's first start keeps its key.
 * Without `create`, null when there is none yet.
 */
export function loadBackupKey(
  dataDir: string,
  configured: string | undefined,
  options: { create: boolean },
): string | null {
  if (configured) return configured;
  const file = join(dataDir, 'backup.key');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    // Never replaced: every backup signed with it would stop being restorable.
    if (stored.length < 32) throw new Error(`${file} does not hold a backup key (too short)`);
    chmodSync(file, PRIVATE_FILE_MODE);
    return stored;
  }
  if (!options.create) return null;
  ensurePrivateDirSync(dataDir);
  const key = token(32);
  writePrivateFileSync(file, `${key}\n`);
  return key;
}
