import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { listenOnPostgres, type NoticeHandlers, type NoticeListener } from './notice-listener.ts';
import { ensurePrivateDirSync } from '#server/lib/private-files';

/** The tables are each feature's own (`*.tables.ts`): queries name them, so the client needs none. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  /** Answers when the database does: for the health check. */
  ping: () => Promise<void>;
  /**
   * VACUUM ANALYZE, which PostgreSQL's autovacuum does by itself. The embedded PGlite runs no
   * background workers: without this, dead rows are never reclaimed, every scan checks every
   * row's visibility, and the planner never learns how many orders match a search (so it may
   * sort 10,000 rows for a page of 10). No-op on PostgreSQL.
   */
  maintain: () => Promise<void>;
  /** Subscribes to NOTIFY on a channel (PostgreSQL: on a connection of its own). */
  listen: (channel: string, handlers: NoticeHandlers) => Promise<NoticeListener>;
  notify: (channel: string, payload: string) => Promise<void>;
  /** node-postgres' pool, for libraries that take one (the shared rate limits); null on PGlite. */
  pool: pg.Pool | null;
  /**
   * A few connections of their own to the same PostgreSQL database, for a stand-in of an
   * outside service (the sandbox provider) that the shop calls while its transaction holds a
   * pooled connection: on the shared pool, enough such calls at once would wait for each
   * other for ever. Null on PGlite.
   */
  openSeparate: (poolSize: number) => { db: Database; close: () => Promise<void> } | null;
  /** The PostgreSQL connection pool's counts (for /metrics); null for the embedded PGlite. */
  poolStats: () => PoolStats | null;
  /** The embedded database's files as a gzipped tar (backups); null for PostgreSQL (pg_dump). */
  dumpDataDir: (() => Promise<Blob>) | null;
  close: () => Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

async function notify(db: Database, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/**
 * PGlite's own start parameters, with 32 MB of shared buffers instead of PostgreSQL's 128 MB:
 * the embedded database zeroes them at every start (about 0.3 s for 128 MB), and with 100,000
 * orders the back office's lists answer as fast with 32 MB (scripts/bench/admin-lists.ts:
 * orders p95 30 ms against 28 ms; 16 MB made them a third slower).
 */
const PGLITE_START_PARAMS = [
  ...(PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams,
  '-c',
  'shared_buffers=32MB',
];

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * True when the database has every migration of the journal: the last one recorded in
 * drizzle's table is as recent as the journal's last, which is drizzle's own test for a
 * migration to run. Drizzle's migrator reads and hashes every migration file and creates its
 * schema and table on each call; a start with nothing pending needs only two small queries.
 * False (so the migrator runs) on a new database, whose table does not exist yet.
 */
async function upToDate(db: Database): Promise<boolean> {
  const journal = JSON.parse(
    await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  const latest = Math.max(...journal.entries.map((entry) => entry.when));
  // Both drivers answer { rows }.
  const table = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )) as { rows: { present?: unknown }[] };
  if (table.rows[0]?.present !== true) return false;
  const last = (await db.execute(
    sql`select max(created_at)::text as created_at from drizzle.__drizzle_migrations`,
  )) as { rows: { created_at?: string | null }[] };
  const applied = last.rows[0]?.created_at;
  return typeof applied === 'string' && Number(applied) >= latest;
}

/** Runs the migrations not yet applied, if any. */
async function migrateIfPending(db: Database, migrate: () => Promise<void>): Promise<void> {
  if (!(await upToDate(db))) await migrate();
}

/** Any fixed number of the shop's own, for PostgreSQL's advisory locks (seeding uses 724001). */
const MIGRATION_LOCK = 724002;

/**
 * App servers started together (a deploy, the fault drill) would all run the same migrations
 * and all but one fail on objects the first had made. Each takes the lock on a connection of
 * its own (the pool's may be too few to spare one), so the others wait, then find nothing to do.
 */
async function withMigrationLock(url: string, migrate: () => Promise<void>): Promise<void> {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    // Closing the session releases its lock, also when the migration failed.
    await lock.end();
  }
}

export type DatabaseLocation =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** loadDataDir: a dumpDataDir() tar to create the database from (restore). */
  | { kind: 'pglite'; directory: string | null; loadDataDir?: Blob };

/** Opens PostgreSQL over node-postgres, or the embedded PGlite (in memory when no directory). */
export function openDatabase(location: DatabaseLocation): DatabaseHandle {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, max: location.poolSize ?? 10 });
    // An idle connection the server drops (restart, failover) is replaced on next use;
    // without a listener the pool's error event would crash the process.
    pool.on('error', (error) => console.error('PostgreSQL idle connection error:', error.message));
    // A connection the server drops while it is checked out (between a transaction's queries)
    // emits 'error' on its client, which the pool no longer listens to: unheard, that error
    // would crash the process. The holder's next query fails, and the pool discards the client.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool);
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      maintain: async () => {},
      listen: (channel, handlers) => listenOnPostgres(location.url, channel, handlers),
      notify: (channel, payload) => notify(db, channel, payload),
      pool,
      openSeparate: (poolSize) => {
        const separate = new pg.Pool({ connectionString: location.url, max: poolSize });
        separate.on('error', (error) =>
          console.error('PostgreSQL idle connection error:', error.message),
        );
        return { db: drizzlePg(separate), close: () => separate.end() };
      },
      migrate: () =>
        withMigrationLock(location.url, () =>
          migrateIfPending(db, () => migratePg(db, { migrationsFolder })),
        ),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      dumpDataDir: null,
      close: () => pool.end(),
    };
  }
  // Owner-only: the database holds customers, orders and password hashes.
  if (location.directory) ensurePrivateDirSync(location.directory);
  // pg_trgm backs the back office's search indexes (migration 0001 creates the extension).
  const client = new PGlite({
    ...(location.directory ? { dataDir: location.directory } : {}),
    ...(location.loadDataDir ? { loadDataDir: location.loadDataDir } : {}),
    extensions: { pg_trgm },
    startParams: PGLITE_START_PARAMS,
  });
  const db = drizzlePglite(client);
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    maintain: async () => void (await db.execute(sql`vacuum analyze`)),
    // One process owns PGlite, so its notices never leave it and are never missed.
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, handlers.onNotice);
      return { close: () => unlisten() };
    },
    notify: (channel, payload) => notify(db, channel, payload),
    pool: null,
    openSeparate: () => null,
    migrate: () => migrateIfPending(db, () => migratePglite(db, { migrationsFolder })),
    poolStats: () => null,
    // The dump copies the files while no query runs: a crash-consistent copy that WAL replay
    // completes. The checkpoint first leaves little to replay when it is restored.
    dumpDataDir: async () => {
      await client.exec('checkpoint');
      return client.dumpDataDir('gzip');
    },
    close: () => client.close(),
  };
}
