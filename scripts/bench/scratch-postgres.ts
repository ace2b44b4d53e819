// A fresh PostgreSQL database for one benchmark or drill run, dropped afterwards.
import pg from 'pg';

/** The machine's PostgreSQL (README: trust auth for the tests); BENCH_DATABASE_URL overrides. */
export const POSTGRES_ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ScratchDatabase {
  url: string;
  name: string;
  drop: () => Promise<void>;
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${Date.now()}`.replace(/[^a-z0-9_]/g, '_');
  await adminQuery(`create database ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    // FORCE: a connection a killed process left behind must not keep the database alive.
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}
