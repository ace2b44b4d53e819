// Start-up to healthy: from spawning `node dist/server/main.js` to /healthz answering 200, on a
// new embedded database (migrations and seeding), on an existing one, and on PostgreSQL
// (migrated and seeded by a first start); the median of five starts, with the median time of
// each start phase the server logs at debug level; and the size of the build and of a
// production install (`npm ci --omit=dev`).
// Run: npm run build && node --import tsx scripts/bench/startup.ts
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) is where a
// throw-away database is created for the PostgreSQL figures; unreachable, they are skipped.
import { execFileSync } from 'node:child_process';
import { cpSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startShopProcess } from './shop-server.ts';

const PORT = Number(process.env.STARTUP_BENCH_PORT ?? 5950);
const RESTARTS = 5;
const FIRST_STARTS = 3;
const REPO = join(import.meta.dirname, '..', '..');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** The `{ phase, ms }` lines a start logs at debug level (main.ts). */
function phasesIn(logFile: string): Record<string, number> {
  const phases: Record<string, number> = {};
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.includes('"start phase"')) continue;
    const { phase, ms } = JSON.parse(line) as { phase: string; ms: number };
    phases[phase] = ms;
  }
  return phases;
}

/** Wall time (ms) to healthy, the server's CPU time by then and its phases, for one start. */
async function timedStart(env: Record<string, string>) {
  const logDir = mkdtempSync(join(tmpdir(), 'pellets-startup-log-'));
  const logFile = join(logDir, 'shop.log');
  try {
    const started = performance.now();
    const shop = await startShopProcess({
      port: PORT,
      logFile,
      env: { LOG_LEVEL: 'debug', ...env },
      ...(env.DATA_DIR ? { dataDir: env.DATA_DIR } : {}),
    });
    const wallMs = Math.round(performance.now() - started);
    const cpuMs = shop.cpuMs();
    await shop.stop();
    return { wallMs, cpuMs, phases: phasesIn(logFile) };
  } finally {
    rmSync(logDir, { recursive: true, force: true });
  }
}

async function startsOf(count: number, env: () => Record<string, string>) {
  const runs: Awaited<ReturnType<typeof timedStart>>[] = [];
  for (let i = 0; i < count; i += 1) runs.push(await timedStart(env()));
  const phases = [...new Set(runs.flatMap((r) => Object.keys(r.phases)))];
  return {
    medianMs: median(runs.map((r) => r.wallMs)),
    medianCpuMs: median(runs.map((r) => r.cpuMs ?? NaN)),
    runsMs: runs.map((r) => r.wallMs),
    // Wall time of each phase; some overlap (the app's modules load while the database opens).
    medianPhasesMs: Object.fromEntries(
      phases.map((phase) => [phase, median(runs.map((r) => r.phases[phase] ?? NaN))]),
    ),
  };
}

async function embedded() {
  const dirs: string[] = [];
  const fresh = () => {
    dirs.push(mkdtempSync(join(tmpdir(), 'pellets-startup-')));
    return { DATA_DIR: dirs.at(-1) ?? '' };
  };
  try {
    const firstStart = await startsOf(FIRST_STARTS, fresh);
    const existing = await startsOf(RESTARTS, () => ({ DATA_DIR: dirs[0] ?? '' }));
    return { firstStart, existing };
  } finally {
    dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  }
}

async function postgres() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    return { skipped: `PostgreSQL at ${ADMIN_URL} not reachable: ${(error as Error).message}` };
  }
  const name = `pellets_startup_${process.pid}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'pellets-startup-pg-'));
  // As production runs it: every secret configured, so the admin password is hashed each start.
  const env = () => ({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: url.toString(),
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    ADMIN_PATH: 'startup-benchmark-admin-path',
    ADMIN_PASSWORD: 'startup benchmark admin password',
    SESSION_SECRET: 'startup-benchmark-session-secret-0123456789',
    SECRETS_KEY: 'startup-benchmark-secrets-key-0123456789abc',
    PAYMENT_PROVIDER: 'sandbox',
  });
  try {
    await admin.query(`create database ${name}`);
    const firstStart = await startsOf(1, env);
    const existing = await startsOf(RESTARTS, env);
    return { firstStart, existing };
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Bytes of the files under a folder (their own sizes, not disk blocks); not Node's cache. */
function sizeOf(path: string): number {
  const stat = lstatSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path)
    .filter((entry) => entry !== '.compile-cache')
    .reduce((sum, entry) => sum + sizeOf(join(path, entry)), 0);
}

const megabytes = (bytes: number) => Math.round(bytes / 100_000) / 10;

/** The build, and what `npm ci --omit=dev` installs for it in a copy of the shop. */
function sizes() {
  const dir = mkdtempSync(join(tmpdir(), 'pellets-install-'));
  try {
    for (const file of ['package.json', 'package-lock.json'])
      cpSync(join(REPO, file), join(dir, file));
    execFileSync('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: dir,
      stdio: 'ignore',
    });
    const modules = join(dir, 'node_modules');
    return {
      distMB: megabytes(sizeOf(join(REPO, 'dist'))),
      distServerMB: megabytes(sizeOf(join(REPO, 'dist', 'server'))),
      productionNodeModulesMB: megabytes(sizeOf(modules)),
      productionPackages: readdirSync(modules).flatMap((entry) =>
        entry.startsWith('@')
          ? readdirSync(join(modules, entry))
          : entry.startsWith('.')
            ? []
            : [entry],
      ).length,
      developmentNodeModulesMB: megabytes(sizeOf(join(REPO, 'node_modules'))),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Healthy within these on an existing database, median of five, on a 2-core machine. */
const BUDGET_MS = { embeddedExisting: 1000, postgresExisting: 700 };

export async function benchStartup() {
  const onEmbedded = await embedded();
  const onPostgres = await postgres();
  const postgresMs = 'existing' in onPostgres ? (onPostgres.existing?.medianMs ?? null) : null;
  return {
    name: 'start-up to healthy (node dist/server/main.js), and install sizes',
    node: process.version,
    budgetMs: BUDGET_MS,
    met: {
      embeddedExisting: onEmbedded.existing.medianMs <= BUDGET_MS.embeddedExisting,
      postgresExisting: postgresMs === null ? null : postgresMs <= BUDGET_MS.postgresExisting,
    },
    embedded: onEmbedded,
    postgres: onPostgres,
    sizes: sizes(),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchStartup(), null, 2));
}
