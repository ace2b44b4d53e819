import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '#server/db/client';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again afterwards).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = openDatabase({ kind: 'pglite', directory: null });
    await handle.migrate();
    return handle;
  }
  const name = `pellets_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  await handle.migrate();
  const wrapped: DatabaseHandle = {
    ...handle,
    close: async () => {
      await handle.close();
      await dropDatabase(serverUrl, name);
    },
  };
  databaseUrls.set(wrapped, url.toString());
  return wrapped;
}

/** The PostgreSQL URL behind each test database, so a second app can open it too. */
const databaseUrls = new WeakMap<DatabaseHandle, string>();

/**
 * A second handle (its own pool) on the same PostgreSQL database, as a second app server has.
 * Null on PGlite, which one process owns alone. Close it before the first handle.
 */
export function openSameDatabase(handle: DatabaseHandle): DatabaseHandle | null {
  const url = databaseUrls.get(handle);
  return url ? openDatabase({ kind: 'postgres', url, poolSize: 5 }) : null;
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
