// npm run restore -- <file> [--replace] [--accept-unauthenticated]: the backup into an empty
// database (DATABASE_URL, or the embedded one in DATA_DIR/db); with --replace over one that
// holds data. Stop the shop first. The file must verify with BACKUP_KEY (an encrypted one
// also needs BACKUP_PASSPHRASE); --accept-unauthenticated takes a file of the old format,
// which has no key, and should only be used for one known not to have been altered.
import { resolve } from 'node:path';
import { restoreDatabase, restoreKeyFor, type RestoreTarget } from '#server/db/backup';
import { BackupError } from '#server/db/backup-file';
import { parseEnv } from '#server/env';

const FLAGS = ['--replace', '--accept-unauthenticated'];

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const files = args.filter((arg) => !FLAGS.includes(arg));
  const [file] = files;
  if (!file || files.length > 1) {
    throw new BackupError(
      'Usage: npm run restore -- <file> [--replace] [--accept-unauthenticated]',
    );
  }
  const env = parseEnv();
  const target: RestoreTarget = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', directory: resolve(env.DATA_DIR, 'db') };
  const restored = await restoreDatabase(target, resolve(file), {
    replace: args.includes('--replace'),
    acceptUnauthenticated: args.includes('--accept-unauthenticated'),
    key: restoreKeyFor({ ...env, DATA_DIR: resolve(env.DATA_DIR) }),
    passphrase: env.BACKUP_PASSPHRASE,
  });
  const where = target.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : target.directory;
  console.log(`Restored the backup of ${restored.createdAt} into ${where}`);
  if (!restored.authenticated) console.log('It was not authenticated (old format, accepted).');
  if (restored.previous) {
    console.log(
      `The previous database is kept in ${restored.previous} until the shop next starts on the restored one`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
});
