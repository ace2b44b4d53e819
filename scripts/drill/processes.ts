// The drill's app processes (through scripts/bench/shop-server.ts) and the machine's
// PostgreSQL server, with the faults the drill applies to them.
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { launchShop, type ShopProcess } from '../bench/shop-server.ts';

export interface FleetOptions {
  ports: number[];
  databaseUrl: string;
  smtpUrl: string;
  publicUrl: string;
  workDir: string;
}

/** Secrets every instance shares, as production's environment file gives them. */
const SHARED_ENV = {
  ADMIN_PATH: 'drill-admin-path-0123456789',
  ADMIN_PASSWORD: 'drill-admin-password',
  SESSION_SECRET: 'drill-session-secret-0123456789abcdef0123456789',
  SECRETS_KEY: 'drill-secrets-key-0123456789abcdef0123456789ab',
  // One load generator on loopback: per-address limits would only measure 429s.
  RATE_LIMITS: 'off',
  TRUST_PROXY: '127.0.0.1',
  LOG_LEVEL: 'warn',
};

export function createFleet(options: FleetOptions) {
  const running: (ShopProcess | null)[] = options.ports.map(() => null);

  /** Starts instance i and answers when it is healthy. */
  async function start(i: number): Promise<void> {
    const port = options.ports[i];
    if (port === undefined) throw new Error(`No instance ${i}`);
    const shop = launchShop({
      port,
      databaseUrl: options.databaseUrl,
      smtpUrl: options.smtpUrl,
      dataDir: options.workDir,
      logFile: join(options.workDir, `app-${port}.log`),
      env: { ...SHARED_ENV, PUBLIC_URL: options.publicUrl },
    });
    running[i] = shop;
    await shop.healthy(60_000);
  }

  async function signal(i: number, name: NodeJS.Signals): Promise<void> {
    const shop = running[i];
    running[i] = null;
    await shop?.signal(name);
  }

  return {
    upstreams: options.ports.map((port) => `127.0.0.1:${port}`),
    start,
    /** SIGKILL: no chance to finish anything, as a crash or the OOM killer. */
    kill: (i: number) => signal(i, 'SIGKILL'),
    /** SIGTERM, wait for the exit, start again and wait until healthy. */
    async roll(i: number): Promise<void> {
      await signal(i, 'SIGTERM');
      await start(i);
    },
    async stopAll(): Promise<void> {
      await Promise.all(running.map((_, i) => signal(i, 'SIGTERM')));
    },
  };
}

export type Fleet = ReturnType<typeof createFleet>;

/** The newest PostgreSQL cluster version on this machine (Debian's /etc/postgresql/<v>). */
export function postgresVersion(): string {
  const versions = readdirSync('/etc/postgresql').sort((a, b) => Number(a) - Number(b));
  const version = versions.at(-1);
  if (!version) throw new Error('No PostgreSQL cluster under /etc/postgresql');
  return version;
}

const run = promisify(execFile);

/** Restarts the machine's PostgreSQL (fast shutdown: every connection is cut). */
export async function restartPostgres(version: string): Promise<void> {
  const command = ['pg_ctlcluster', '--skip-systemctl-redirect', version, 'main', 'restart'];
  const asRoot = process.getuid?.() === 0;
  await run(asRoot ? command[0]! : 'sudo', asRoot ? command.slice(1) : ['-n', ...command]);
}
