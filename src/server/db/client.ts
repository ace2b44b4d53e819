import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  /** Answers when the database does: for the health check. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseLocation =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; directory: string | null };

/** Opens PostgreSQL over node-postgres, or the embedded PGlite (in memory when no directory). */
export function openDatabase(location: DatabaseLocation): DatabaseHandle {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, max: location.poolSize ?? 10 });
    // An idle connection the server drops (restart, failover) is replaced on next use;
    // without a listener the pool's error event would crash the process.
    pool.on('error', (error) => console.error('PostgreSQL idle connection error:', error.message));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (location.directory) mkdirSync(location.directory, { recursive: true });
  const client = new PGlite(location.directory ?? undefined);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
