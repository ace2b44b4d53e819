import { createHash, randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '#server/db/client';

/** A test database, and its URL when it is on PostgreSQL (for pg_dump and pg_restore). */
export type TestDatabase = DatabaseHandle & { url: string | null };

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again afterwards).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = openDatabase({
      kind: 'pglite',
      directory: null,
      loadDataDir: await migratedPgliteImage(),
    });
    // Nothing to do on the migrated image; kept so a stale image can never pass unnoticed.
    await handle.migrate();
    return { ...handle, url: null };
  }
  const empty = await createEmptyPostgresDatabase(serverUrl);
  const handle = openDatabase({ kind: 'postgres', url: empty.url, poolSize: 5 });
  await handle.migrate();
  return {
    ...handle,
    url: empty.url,
    close: async () => {
      await handle.close();
      await empty.drop();
    },
  };
}

const migrationsFolder = fileURLToPath(new URL('../../src/server/db/migrations', import.meta.url));

/**
 * An embedded database with every migration applied, as a data-directory image shared by all
 * test files of all workers. Migrating PGlite takes seconds and loading the image under one, and
 * the API suite opens well over a hundred databases. The image is named by a digest of the
 * migrations, so a new or changed migration makes a new image.
 */
async function migratedPgliteImage(): Promise<Blob> {
  const image = join(tmpdir(), `pellets-test-pglite-${await migrationsDigest()}.tar.gz`);
  try {
    return await openAsBlob(image);
  } catch {
    const handle = openDatabase({ kind: 'pglite', directory: null });
    await handle.migrate();
    const dump = await handle.dumpDataDir!();
    await handle.close();
    // Written aside, then renamed: a worker never reads another's half-written image.
    const partial = `${image}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, image);
    return dump;
  }
}

async function migrationsDigest(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(migrationsFolder, { recursive: true })).sort();
  for (const file of files) {
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
    hash.update(file).update(await readFile(join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** A new database with nothing in it on the server at `serverUrl`, and a way to drop it. */
export async function createEmptyPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `pellets_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(serverUrl, name) };
}

/**
 * A second handle (its own pool) on the same PostgreSQL database, as a second app server has.
 * Null on PGlite, which one process owns alone. Close it before the first handle.
 */
export function openSameDatabase(handle: TestDatabase): TestDatabase | null {
  if (!handle.url) return null;
  return { ...openDatabase({ kind: 'postgres', url: handle.url, poolSize: 5 }), url: handle.url };
}

/** PostgreSQL's "database is being accessed by other users". */
const OBJECT_IN_USE = '55006';

/**
 * pg's pool.end() resolves before its connections have finished closing. Dropping WITH (FORCE)
 * at that moment kills them mid-close, and the pool re-emits the FATAL 57P01 as an unhandled
 * error (seen under load). So wait for them to go, and force only as a last resort.
 */
async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await adminQuery(serverUrl, `drop database if exists ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: unknown }).code !== OBJECT_IN_USE) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
