import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import {
  ensurePrivateDirSync,
  PRIVATE_FILE_MODE,
  writePrivateFileSync,
} from '#server/lib/private-files';
import { hashPassword } from './password.ts';

/** What the shop needs that must stay the same across restarts but need not be configured. */
export interface RuntimeSecrets {
  adminPath: string;
  adminPasswordHash: string;
  sessionSecret: string;
  /** Seals the secrets the database keeps (the admin's two-factor seed): sealed-secret.ts. */
  secretsKey: string;
  /** Set only on the start that generated it, so it can be printed once. */
  generatedAdminPassword: string | null;
}

const StoredSecretsSchema = z.object({
  adminPath: z.string().min(16),
  adminPasswordHash: z.string().startsWith('scrypt$'),
  sessionSecret: z.string().min(32),
  // Absent from a file written before secrets were sealed: generated then, and kept.
  secretsKey: z.string().min(32).optional(),
});

const token = (bytes: number) => randomBytes(bytes).toString('base64url');

function readStored(file: string): z.infer<typeof StoredSecretsSchema> | null {
  try {
    return StoredSecretsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
}

/**
 * Values from the environment win; otherwise they are generated once and kept in
 * DATA_DIR/secrets.json (mode 0600, in a 0700 DATA_DIR). The admin password is only ever
 * stored hashed.
 */
export async function loadRuntimeSecrets(
  dataDir: string,
  configured: {
    adminPath?: string;
    adminPassword?: string;
    sessionSecret?: string;
    secretsKey?: string;
  },
): Promise<RuntimeSecrets> {
  ensurePrivateDirSync(dataDir);
  const file = join(dataDir, 'secrets.json');
  const stored = readStored(file);
  // A file kept from before, or copied in with a looser mode, is made owner-only too.
  if (stored) chmodSync(file, PRIVATE_FILE_MODE);
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
  };
  if (!stored || generatedAdminPassword || !stored.secretsKey) {
    writePrivateFileSync(file, JSON.stringify(next, null, 2));
  }
  return {
    adminPath: configured.adminPath ?? next.adminPath,
    adminPasswordHash: configured.adminPassword
      ? await hashPassword(configured.adminPassword)
      : next.adminPasswordHash,
    sessionSecret: configured.sessionSecret ?? next.sessionSecret,
    secretsKey: configured.secretsKey ?? next.secretsKey,
    generatedAdminPassword,
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
