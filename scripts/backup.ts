// npm run backup -- <file>: a consistent snapshot of the shop's database (DATABASE_URL, or the
// embedded one in DATA_DIR/db, which must not be open in a running shop at the same time).
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { backupDatabase } from '#server/db/backup';
import { BackupError } from '#server/db/backup-file';
import { openDatabase } from '#server/db/client';
import { assertEmbeddedNotInUse } from '#server/db/embedded-lock';
import { parseEnv } from '#server/env';

async function main(): Promise<void> {
  const [file, ...rest] = process.argv.slice(2);
  if (!file || rest.length > 0) throw new BackupError('Usage: npm run backup -- <file>');
  const env = parseEnv();
  const target = resolve(file);
  if (env.DATABASE_URL) {
    const header = await backupDatabase(
      { kind: 'postgres', url: env.DATABASE_URL },
      target,
      new Date(),
    );
    console.log(
      `Backed up PostgreSQL to ${target} (${header.bytes} bytes, sha256 ${header.sha256})`,
    );
    return;
  }
  const directory = resolve(env.DATA_DIR, 'db');
  if (!existsSync(directory) || readdirSync(directory).length === 0) {
    throw new BackupError(`No embedded database in ${directory}: nothing to back up`);
  }
  assertEmbeddedNotInUse(directory);
  const database = openDatabase({ kind: 'pglite', directory });
  try {
    const dumpDataDir = database.dumpDataDir;
    if (!dumpDataDir) throw new BackupError('The embedded database cannot be dumped');
    const header = await backupDatabase({ kind: 'pglite', dumpDataDir }, target, new Date());
    console.log(
      `Backed up ${directory} to ${target} (${header.bytes} bytes, sha256 ${header.sha256})`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
});
