import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectDir = fileURLToPath(new URL('../..', import.meta.url));

/** How the shop's server process is started: the one place to change it (e.g. a built entry). */
export function serverCommand(): { command: string; args: string[] } {
  return { command: process.execPath, args: ['--import', 'tsx', 'src/server/main.ts'] };
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  dataDir: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
}

/**
 * The real server (main.ts) on `port`, its embedded database in a fresh DATA_DIR unless the
 * environment says otherwise; resolves once /healthz answers.
 */
export async function startServerProcess(
  port: number,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'pellets-server-'));
  const { command, args } = serverCommand();
  const child = spawn(command, args, {
    cwd: projectDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, exited, () => output);
  return { child, url, dataDir, output: () => output, exited };
}

async function waitForHealth(
  url: string,
  exited: Promise<unknown>,
  output: () => string,
): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  for (let waited = 0; waited < 60_000; waited += 200) {
    if (gone) throw new Error(`The server exited while starting:\n${output()}`);
    const healthy = await fetch(`${url}/healthz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer /healthz within 60 s:\n${output()}`);
}
