import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The repository this test runs in, whose `npm run build` wrote dist/. */
export const REPO = join(import.meta.dirname, '..', '..');

/**
 * A new folder outside the repository (so nothing resolves from its node_modules) holding a
 * copy of the build and, unless told otherwise, the package manifest and lock file.
 */
export function copyOfBuild(options: { manifest?: boolean } = {}): string {
  if (!existsSync(join(REPO, 'dist', 'build.json'))) {
    throw new Error('No build in dist/: run "npm run build" before these tests');
  }
  const dir = mkdtempSync(join(tmpdir(), 'pellets-built-'));
  cpSync(join(REPO, 'dist'), join(dir, 'dist'), { recursive: true });
  if (options.manifest !== false) {
    for (const file of ['package.json', 'package-lock.json']) {
      cpSync(join(REPO, file), join(dir, file));
    }
  }
  return dir;
}

export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });

export interface Finished {
  code: number | null;
  output: string;
}

/** Runs a command to its end, answering its exit code and everything it printed. */
export function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: Record<string, string> },
): Promise<Finished> {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env });
  return finished(child);
}

function finished(child: ChildProcess): Promise<Finished> {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
}

/** Only what a shop needs, so nothing from the test run (a database URL) leaks into it. */
export const shopEnv = (extra: Record<string, string>): Record<string, string> => ({
  PATH: process.env.PATH ?? '',
  HOST: '127.0.0.1',
  ...extra,
});

export interface ShopProcess {
  child: ChildProcess;
  /** Everything it has printed so far. */
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts `node <entry>` in dir and waits until /healthz answers 200. */
export async function startBuiltShop(
  dir: string,
  env: Record<string, string> & { PORT: string },
  entry = 'dist/server/main.js',
  timeoutMs = 60_000,
): Promise<ShopProcess> {
  const child = spawn(process.execPath, [entry], { cwd: dir, env: shopEnv(env) });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const url = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    const ok = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { child, output: () => output, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`The shop did not answer ${url}/healthz:\n${output}`);
}
