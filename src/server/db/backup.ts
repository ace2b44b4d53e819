import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ensurePrivateDirSync } from '#server/lib/private-files';
import {
  BackupError,
  extractPayload,
  verifyBackupFile,
  writeBackupFile,
  type BackupHeader,
} from './backup-file.ts';
import {
  checkPostgresArchive,
  dumpPostgres,
  postgresTableCount,
  restorePostgres,
} from './backup-postgres.ts';
import { openDatabase } from './client.ts';
import { assertEmbeddedNotInUse } from './embedded-lock.ts';

/** What to back up: the embedded database by its dump function, or PostgreSQL by its URL. */
export type BackupSource =
  { kind: 'pglite'; dumpDataDir: () => Promise<Blob> } | { kind: 'postgres'; url: string };

/** Where to restore to: the embedded database's folder, or a PostgreSQL database. */
export type RestoreTarget =
  { kind: 'pglite'; directory: string } | { kind: 'postgres'; url: string };

async function withTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'pellets-backup-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Writes a consistent snapshot of the whole database to `file`. */
export async function backupDatabase(
  source: BackupSource,
  file: string,
  now: Date,
): Promise<BackupHeader> {
  return withTempDir(async (dir) => {
    const dump = join(dir, 'dump');
    if (source.kind === 'postgres') await dumpPostgres(source.url, dump);
    else await writeFile(dump, Buffer.from(await (await source.dumpDataDir()).arrayBuffer()));
    return writeBackupFile(file, source.kind, dump, now);
  });
}

const isEmptyDir = (directory: string) =>
  !existsSync(directory) || readdirSync(directory).length === 0;

/**
 * Restores `file` into the target. The file is checked whole first; a non-empty target is
 * refused unless `replace`. Nothing in the target changes until the restored copy is
 * known good: PGlite's is built in a new folder and swapped in, PostgreSQL's is one transaction.
 */
export async function restoreDatabase(
  target: RestoreTarget,
  file: string,
  options: { replace: boolean },
): Promise<BackupHeader> {
  const header = await verifyBackupFile(file);
  if (header.kind !== target.kind) {
    const names = { pglite: 'the embedded database', postgres: 'PostgreSQL' };
    throw new BackupError(
      `${file} is a backup of ${names[header.kind]}, not of ${names[target.kind]}; nothing was restored`,
    );
  }
  if (target.kind === 'postgres') {
    await restoreIntoPostgres(target.url, file, header.payloadOffset, options.replace);
  } else {
    await restoreIntoPglite(target.directory, file, header.payloadOffset, options.replace);
  }
  return header;
}

const NOT_EMPTY = (where: string) =>
  new BackupError(`${where} is not empty: add --replace to overwrite it; nothing was restored`);

async function restoreIntoPostgres(url: string, file: string, offset: number, replace: boolean) {
  await withTempDir(async (dir) => {
    const archive = join(dir, 'dump');
    await extractPayload(file, offset, archive);
    await checkPostgresArchive(archive);
    if (!replace && (await postgresTableCount(url)) > 0) {
      throw NOT_EMPTY(`The database ${new URL(url).pathname.slice(1)}`);
    }
    await restorePostgres(url, archive, replace);
  });
}

async function restoreIntoPglite(
  directory: string,
  file: string,
  offset: number,
  replace: boolean,
) {
  assertEmbeddedNotInUse(directory);
  if (!replace && !isEmptyDir(directory)) throw NOT_EMPTY(directory);
  ensurePrivateDirSync(dirname(directory));
  const staging = `${directory}.restoring-${randomBytes(4).toString('hex')}`;
  try {
    const payload = await readFile(file).then((bytes) => bytes.subarray(offset));
    // Opening the restored copy and reading it proves the tar held a working database.
    const restored = openDatabase({
      kind: 'pglite',
      directory: staging,
      loadDataDir: new Blob([payload]),
    });
    try {
      await restored.ping();
    } finally {
      await restored.close();
    }
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} does not hold a working database; nothing was restored`);
  }
  const previous = `${directory}.replaced-${randomBytes(4).toString('hex')}`;
  if (existsSync(directory)) await rename(directory, previous);
  await rename(staging, directory);
  await rm(previous, { recursive: true, force: true });
}
