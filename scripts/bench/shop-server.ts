// Starts the built shop (`npm run build` first) in its own process on a fresh embedded
// database, for benchmarks. DATA_DIR and DATABASE_URL in `env` point it elsewhere.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
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

export async function startShop(
  port: number,
  env: Record<string, string> = {},
): Promise<RunningShop> {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'pellets-bench-'));
  // BENCH_CPU_PROFILE_DIR=<dir> writes a V8 CPU profile of the server, to see where time goes.
  const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, BUILT_SERVER], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: url,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const healthy = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) {
      return {
        url,
        dataDir,
        cpuMs: () => processCpuMs(child.pid),
        stop: () =>
          new Promise((resolve) => {
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      };
    }
    // Often, so the start-up benchmark's figures are not rounded up to the poll.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  child.kill('SIGKILL');
  throw new Error(`The shop did not become healthy on ${url}`);
}
