// npm run backup -- <file> [--encrypt]: a consistent snapshot of the shop's database
// (DATABASE_URL, or the embedded one in DATA_DIR/db, which must not be open in a running shop
// at the same time), signed with BACKUP_KEY; with --encrypt, encrypted with BACKUP_PASSPHRASE
// (from the environment: a command line is visible to every user of the machine).
import { resolve } from 'node:path';
import { backupDatabase, backupEmbedded, backupKeyFor } from '#server/db/backup';
import { BackupError } from '#server/db/backup-file';
import { parseEnv } from '#server/env';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const encrypt = args.includes('--encrypt');
  const files = args.filter((arg) => arg !== '--encrypt');
  const [file] = files;
  if (!file || files.length > 1)
    throw new BackupError('Usage: npm run backup -- <file> [--encrypt]');
  const env = parseEnv();
  if (encrypt && !env.BACKUP_PASSPHRASE) {
    throw new BackupError(
      '--encrypt needs the passphrase in BACKUP_PASSPHRASE; nothing was written',
    );
  }
  const secrets = {
    key: backupKeyFor({ ...env, DATA_DIR: resolve(env.DATA_DIR) }),
    passphrase: encrypt ? env.BACKUP_PASSPHRASE : undefined,
  };
  const target = resolve(file);
  const from = env.DATABASE_URL ? 'PostgreSQL' : resolve(env.DATA_DIR, 'db');
  const header = env.DATABASE_URL
    ? await backupDatabase({ kind: 'postgres', url: env.DATABASE_URL }, target, new Date(), secrets)
    : await backupEmbedded(from, target, new Date(), secrets);
  console.log(
    `Backed up ${from} to ${target} (${header.bytes} bytes, sha256 ${header.sha256}` +
      `${header.encrypted ? ', encrypted' : ''})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
});
