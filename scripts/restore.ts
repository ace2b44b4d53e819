// npm run restore -- <file> [--replace]: the backup into an empty database (DATABASE_URL, or
// the embedded one in DATA_DIR/db); with --replace over one that holds data. Stop the shop first.
import { resolve } from 'node:path';
import { restoreDatabase, type RestoreTarget } from '#server/db/backup';
import { BackupError } from '#server/db/backup-file';
import { parseEnv } from '#server/env';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const replace = args.includes('--replace');
  const files = args.filter((arg) => arg !== '--replace');
  const [file] = files;
  if (!file || files.length > 1) {
    throw new BackupError('Usage: npm run restore -- <file> [--replace]');
  }
  const env = parseEnv();
  const target: RestoreTarget = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', directory: resolve(env.DATA_DIR, 'db') };
  const header = await restoreDatabase(target, resolve(file), { replace });
  const where = target.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : target.directory;
  console.log(`Restored the backup of ${header.createdAt} into ${where}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
});
