// Caddy from Debian in front of the app processes, with deploy/Caddyfile.drill: the
// production balancing, health and retry policy on plain HTTP.
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface RunningProxy {
  url: string;
  accessLog: string;
  stop: () => Promise<void>;
}

export interface AccessLogEntry {
  /** Unix time in seconds, as Caddy logs it. */
  ts: number;
  status: number;
  uri: string;
}

const CADDYFILE = resolve('deploy/Caddyfile.drill');

export async function startProxy(options: {
  port: number;
  upstreams: string[];
  workDir: string;
}): Promise<RunningProxy> {
  const accessLog = join(options.workDir, 'caddy-access.log');
  // Caddy keeps state under XDG folders: the run's own, never the machine's Caddy.
  const home = join(options.workDir, 'caddy-home');
  mkdirSync(home, { recursive: true });
  const log = openSync(join(options.workDir, 'caddy.log'), 'a');
  const child = spawn('caddy', ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
    env: {
      ...process.env,
      HOME: home,
      XDG_DATA_HOME: home,
      XDG_CONFIG_HOME: home,
      DRILL_PROXY_PORT: String(options.port),
      DRILL_ACCESS_LOG: accessLog,
      SHOP_UPSTREAMS: options.upstreams.join(' '),
    },
    stdio: ['ignore', log, log],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      return {
        url,
        accessLog,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      };
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`Caddy did not serve the shop on ${url} (see ${options.workDir}/caddy.log)`);
}

/** The access log's requests (Caddy's JSON lines; other lines are skipped). */
export function readAccessLog(file: string): AccessLogEntry[] {
  const entries: AccessLogEntry[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as { ts?: number; status?: number; request?: { uri?: string } };
    if (typeof entry.ts === 'number' && typeof entry.status === 'number') {
      entries.push({ ts: entry.ts, status: entry.status, uri: entry.request?.uri ?? '' });
    }
  }
  return entries;
}
