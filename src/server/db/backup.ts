import { randomBytes } from 'node:crypto';
import { existsSync, openAsBlob, readdirSync } from 'node:fs';
import { mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { ensurePrivateDirSync } from '#server/lib/private-files';
import { loadBackupKey } from '#server/security/runtime-secrets';
import {
  BackupError,
  readBackupFile,
  writeBackupFile,
  type BackupHeader,
  type BackupSecrets,
  type ReadOptions,
} from './backup-file.ts';
import {
  checkPostgresArchive,
  dumpPostgres,
  postgresTableCount,
  restorePostgres,
} from './backup-postgres.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { lockEmbeddedDatabase } from './embedded-lock.ts';

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

type KeyEnv = { BACKUP_KEY?: string | undefined; DATA_DIR: string; NODE_ENV?: string | undefined };

/**
 * The key backups are signed with: BACKUP_KEY, else the one generated into DATA_DIR. A
 * production backup must be checkable on a new machine after the old one is lost, so there
 * only BACKUP_KEY (kept off the server too) will do.
 */
export function backupKeyFor(env: KeyEnv): string {
  const key = configuredKey(env) ?? loadBackupKey(env.DATA_DIR, undefined, { create: true });
  if (!key) throw new BackupError(`No backup key in ${env.DATA_DIR}`);
  return key;
}

/** As backupKeyFor, but never generates one (a new key signed nothing): null when none. */
export function restoreKeyFor(env: KeyEnv): string | null {
  return configuredKey(env) ?? loadBackupKey(env.DATA_DIR, undefined, { create: false });
}

function configuredKey(env: KeyEnv): string | null {
  if (env.BACKUP_KEY) return env.BACKUP_KEY;
  if (env.NODE_ENV === 'production') {
    throw new BackupError(
      'BACKUP_KEY is not set: required when NODE_ENV=production (docs/production.md, Backups)',
    );
  }
  return null;
}

/** Writes a consistent snapshot of the whole database to `file`. */
export async function backupDatabase(
  source: BackupSource,
  file: string,
  now: Date,
  secrets: BackupSecrets,
): Promise<BackupHeader> {
  return withTempDir(async (dir) => {
    const dump = join(dir, 'dump');
    if (source.kind === 'postgres') await dumpPostgres(source.url, dump);
    else await writeFile(dump, Buffer.from(await (await source.dumpDataDir()).arrayBuffer()));
    return writeBackupFile(file, source.kind, dump, now, secrets);
  });
}

/**
 * Backs up the embedded database in `directory`, holding its lock throughout, so a shop
 * started meanwhile refuses rather than write to the folder being copied.
 */
export async function backupEmbedded(
  directory: string,
  file: string,
  now: Date,
  secrets: BackupSecrets,
): Promise<BackupHeader> {
  if (isEmptyDir(directory)) {
    throw new BackupError(`No embedded database in ${directory}: nothing to back up`);
  }
  const lock = lockEmbeddedDatabase(directory);
  try {
    const database = openDatabase({ kind: 'pglite', directory });
    try {
      const dumpDataDir = database.dumpDataDir;
      if (!dumpDataDir) throw new BackupError('The embedded database cannot be dumped');
      return await backupDatabase({ kind: 'pglite', dumpDataDir }, file, now, secrets);
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}

const isEmptyDir = (directory: string) =>
  !existsSync(directory) || readdirSync(directory).length === 0;

export interface RestoreOptions extends ReadOptions {
  replace: boolean;
}

export interface Restored extends BackupHeader {
  /** Where the embedded database's previous folder is kept until the shop next starts. */
  previous: string | null;
}

/**
 * Restores `file` into the target. The file is checked whole first (length, checksum, MAC,
 * decryption) and only the checked bytes are restored; a non-empty target is refused unless
 * `replace`. Nothing in the target changes until the restored copy is known good: PGlite's is
 * built in a new folder, read whole and swapped in, PostgreSQL's is one transaction.
 */
export async function restoreDatabase(
  target: RestoreTarget,
  file: string,
  options: RestoreOptions,
): Promise<Restored> {
  if (target.kind === 'postgres') {
    return withTempDir(async (dir) => {
      const archive = join(dir, 'dump');
      const header = await readChecked(target, file, options, archive);
      await restoreIntoPostgres(target.url, archive, options.replace);
      return { ...header, previous: null };
    });
  }
  // The lock is held from before the file is read until the new folder is in place.
  ensurePrivateDirSync(dirname(target.directory));
  const lock = lockEmbeddedDatabase(target.directory);
  try {
    return await withTempDir(async (dir) => {
      const tar = join(dir, 'dump');
      const header = await readChecked(target, file, options, tar);
      const previous = await restoreIntoPglite(target.directory, file, tar, options.replace);
      return { ...header, previous };
    });
  } finally {
    lock.release();
  }
}

async function readChecked(
  target: RestoreTarget,
  file: string,
  options: ReadOptions,
  to: string,
): Promise<BackupHeader> {
  const header = await readBackupFile(file, options, to);
  if (header.kind !== target.kind) {
    const names = { pglite: 'the embedded database', postgres: 'PostgreSQL' };
    throw new BackupError(
      `${file} is a backup of ${names[header.kind]}, not of ${names[target.kind]}; nothing was restored`,
    );
  }
  return header;
}

const NOT_EMPTY = (where: string) =>
  new BackupError(`${where} is not empty: add --replace to overwrite it; nothing was restored`);

async function restoreIntoPostgres(url: string, archive: string, replace: boolean) {
  await checkPostgresArchive(archive);
  if (!replace && (await postgresTableCount(url)) > 0) {
    throw NOT_EMPTY(`The database ${new URL(url).pathname.slice(1)}`);
  }
  await restorePostgres(url, archive, replace);
}

/**
 * Counts the rows of every table, the system catalogs' and TOAST tables included, with index
 * scans off: each count reads every page of its table, so a damaged page fails here rather
 * than at the shop's next start, after the old folder is gone.
 */
async function readEveryTable(database: DatabaseHandle): Promise<void> {
  for (const setting of ['enable_indexscan', 'enable_indexonlyscan', 'enable_bitmapscan']) {
    await database.db.execute(sql.raw(`set ${setting} = off`));
  }
  const result = await database.db.execute(
    sql`select format('%I.%I', n.nspname, c.relname) as name
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 't') and c.relpersistence = 'p'`,
  );
  const tables = result as { rows: { name: string }[] };
  for (const { name } of tables.rows) {
    await database.db.execute(sql.raw(`select count(*) from ${name}`));
  }
}

/** `20250131T031500Z-1a2b`: sorts by time, and two restores in a second do not collide. */
const stamp = (now: Date) =>
  `${now.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '')}-${randomBytes(2).toString('hex')}`;

async function restoreIntoPglite(
  directory: string,
  file: string,
  tar: string,
  replace: boolean,
): Promise<string | null> {
  if (!replace && !isEmptyDir(directory)) throw NOT_EMPTY(directory);
  const staging = `${directory}.restoring-${randomBytes(4).toString('hex')}`;
  try {
    const restored = openDatabase({
      kind: 'pglite',
      directory: staging,
      loadDataDir: await openAsBlob(tar),
    });
    try {
      await readEveryTable(restored);
    } finally {
      await restored.close().catch(() => {});
    }
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    if (error instanceof BackupError) throw error;
    // Drizzle wraps the database's own words ("invalid page in block 0 ...") as the cause.
    const cause = error instanceof Error ? (error.cause ?? error) : error;
    const reason = cause instanceof Error ? ` (${cause.message})` : '';
    throw new BackupError(
      `${file} does not hold a working database${reason}; nothing was restored`,
    );
  }
  // The replaced folder is kept until the shop has started on the new one (removeReplacedCopies).
  let previous: string | null = null;
  if (!isEmptyDir(directory)) {
    previous = `${directory}.replaced-${stamp(new Date())}`;
    await rename(directory, previous);
  } else {
    await rm(directory, { recursive: true, force: true });
  }
  await rename(staging, directory);
  return previous;
}

/**
 * Deletes the folders a restore replaced: called once the shop has opened the restored
 * database and migrated it, which proves the new copy works.
 */
export async function removeReplacedCopies(directory: string): Promise<string[]> {
  const parent = dirname(directory);
  const prefix = `${basename(directory)}.replaced-`;
  const names = existsSync(parent) ? await readdir(parent) : [];
  const replaced = names.filter((name) => name.startsWith(prefix)).map((n) => join(parent, n));
  await Promise.all(replaced.map((path) => rm(path, { recursive: true, force: true })));
  return replaced;
}
