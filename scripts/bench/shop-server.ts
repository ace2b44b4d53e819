// Starts the built shop (`npm run build` first) in its own process, for benchmarks and the fault
// drill: on a fresh embedded database by default, or on a PostgreSQL database shared by several
// instances.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningShop {
  url: string;
  dataDir: string;
  /**
   * CPU time the server process has used so far, in ms (Linux), or null. Unlike throughput,
   * it hardly moves when other programs load the machine.
   */
  cpuMs: () => number | null;
  stop: () => Promise<void>;
}

export interface ShopProcessOptions {
  port: number;
  /** Unset: a fresh embedded database in the data folder. */
  databaseUrl?: string;
  /** Unset: emails are written as .eml files in the data folder. */
  smtpUrl?: string;
  /** Instances of one shop share a data folder (and so the generated secrets); else a new one. */
  dataDir?: string;
  /** The process's stdout and stderr are appended here; unset: stderr is shown, stdout dropped. */
  logFile?: string;
  env?: Record<string, string>;
}

/** One started shop process; it may be killed and started again on the same port. */
export interface ShopProcess extends RunningShop {
  pid: number | undefined;
  /** Sends the signal and resolves when the process has exited. */
  signal: (signal: NodeJS.Signals) => Promise<void>;
  /** Resolves when /healthz answers 200, or rejects after timeoutMs. */
  healthy: (timeoutMs?: number) => Promise<void>;
}

function processCpuMs(pid: number | undefined): number | null {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat: user and system time, in clock ticks (100 a second).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

const BUILT_SERVER = join(import.meta.dirname, '..', '..', 'dist', 'server', 'main.js');

export async function waitHealthy(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    // Often, so the start-up benchmark's figures are not rounded up to the poll.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`The shop did not become healthy on ${url}`);
}

/** Spawns the shop without waiting for it: call healthy() to wait. */
export function launchShop(options: ShopProcessOptions): ShopProcess {
  const url = `http://127.0.0.1:${options.port}`;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'pellets-bench-'));
  // BENCH_CPU_PROFILE_DIR=<dir> writes a V8 CPU profile of the server, to see where time goes.
  const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const log = options.logFile ? openSync(options.logFile, 'a') : null;
  const child: ChildProcess = spawn(process.execPath, [...profile, BUILT_SERVER], {
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      SMTP_URL: options.smtpUrl ?? '',
      PUBLIC_URL: url,
      ...options.env,
    },
    stdio: ['ignore', log ?? 'ignore', log ?? 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return {
    url,
    dataDir,
    pid: child.pid,
    cpuMs: () => processCpuMs(child.pid),
    stop: () => signal('SIGTERM'),
    signal,
    healthy: async (timeoutMs) => {
      const gone = exited.then(() => {
        throw new Error(`The shop on ${url} exited while starting`);
      });
      // Only the race below reads this: a later exit must not be an unhandled rejection.
      gone.catch(() => undefined);
      await Promise.race([waitHealthy(url, timeoutMs), gone]);
    },
  };
}

/** Starts a shop process and waits until it is healthy. */
export async function startShopProcess(options: ShopProcessOptions): Promise<ShopProcess> {
  const shop = launchShop(options);
  try {
    await shop.healthy();
  } catch (error) {
    await shop.signal('SIGKILL');
    throw error;
  }
  return shop;
}

/** A shop on a fresh embedded database, as the single-process benchmarks use. */
export function startShop(port: number, env: Record<string, string> = {}): Promise<RunningShop> {
  return startShopProcess({ port, env });
}
