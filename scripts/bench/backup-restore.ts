// Backup and restore of a shop with 100,000 orders and 20,000 customers: the time to write the
// backup file, to check it, and to restore it into an empty database, and the file's size.
// Embedded database (PGlite) always; PostgreSQL too when BENCH_DATABASE_URL names a server
// (a scratch database is created on it and dropped).
// Run: node --import tsx scripts/bench/backup-restore.ts
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { backupDatabase, restoreDatabase, type BackupSource } from '#server/db/backup';
import { verifyBackupFile } from '#server/db/backup-file';
import { openDatabase, type DatabaseHandle } from '#server/db/client';
import { seedOnFirstStart } from '#server/seed/seed';
import { seedCustomers, seedOrders } from './admin-seed.ts';

const CUSTOMERS = 20_000;
const ORDERS = 100_000;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, Math.round(performance.now() - started)];
}

async function seed(database: DatabaseHandle): Promise<void> {
  await database.migrate();
  await seedOnFirstStart(database.db, {
    customerServiceEmail: 'a@x.test',
    newOrdersEmail: 'b@x.test',
  });
  const now = new Date();
  await seedOrders(database.db, ORDERS, await seedCustomers(database.db, CUSTOMERS, now), now);
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

async function measure(kind: 'pglite' | 'postgres', dir: string, serverUrl?: string) {
  const names = [1, 2].map(() => `pellets_bench_${randomBytes(4).toString('hex')}`);
  const urlOf = (name: string) =>
    Object.assign(new URL(serverUrl ?? ''), { pathname: `/${name}` }).toString();
  if (serverUrl) for (const name of names) await adminQuery(serverUrl, `create database ${name}`);
  const database = openDatabase(
    serverUrl
      ? { kind: 'postgres', url: urlOf(names[0] ?? '') }
      : { kind: 'pglite', directory: join(dir, 'source') },
  );
  try {
    await seed(database);
    const source: BackupSource = serverUrl
      ? { kind: 'postgres', url: urlOf(names[0] ?? '') }
      : {
          kind: 'pglite',
          dumpDataDir: database.dumpDataDir ?? (() => Promise.reject(new Error('no dump'))),
        };
    const file = join(dir, `${kind}.backup`);
    const secrets = { key: randomBytes(32).toString('hex') };
    const [, backupMs] = await timed(() => backupDatabase(source, file, new Date(), secrets));
    const [, verifyMs] = await timed(() => verifyBackupFile(file, secrets));
    const target = serverUrl
      ? ({ kind: 'postgres', url: urlOf(names[1] ?? '') } as const)
      : ({ kind: 'pglite', directory: join(dir, 'restored') } as const);
    const [, restoreMs] = await timed(() =>
      restoreDatabase(target, file, { replace: false, ...secrets }),
    );
    const megabytes = Math.round(statSync(file).size / 1e5) / 10;
    return { kind, orders: ORDERS, customers: CUSTOMERS, backupMs, verifyMs, restoreMs, megabytes };
  } finally {
    await database.close();
    if (serverUrl)
      for (const name of names)
        await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
}

export async function benchBackupRestore() {
  const dir = mkdtempSync(join(tmpdir(), 'pellets-bench-backup-'));
  try {
    const serverUrl = process.env.BENCH_DATABASE_URL;
    const results = [await measure('pglite', dir)];
    if (serverUrl) results.push(await measure('postgres', dir, serverUrl));
    return { name: 'backup and restore', results };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchBackupRestore(), null, 2));
}
