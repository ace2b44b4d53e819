import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { guestOrder } from '#test-support/customers';
import { startServerProcess, type ServerProcess } from '#test-support/server-process';

const PORT = 5703;
/** Two server starts and eleven script runs: room on a busy machine, not a speed limit. */
const TEST_TIMEOUT_MS = 360_000;
const work = mkdtempSync(join(tmpdir(), 'pellets-backup-cli-'));

/** `npm run backup` / `npm run restore` as an operator runs them, on the embedded database. */
function runScript(
  name: 'backup' | 'restore',
  args: string[],
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `scripts/${name}.ts`, ...args],
      { env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

let server: ServerProcess | null = null;
afterEach(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  server = null;
});

async function stop(running: ServerProcess): Promise<void> {
  running.child.kill('SIGTERM');
  expect(await running.exited).toBe(0);
}

describe('npm run backup and npm run restore on the embedded database', () => {
  it(
    'backs up a stopped shop and restores it into a new DATA_DIR',
    async () => {
      const first = await startServerProcess(PORT);
      server = first;
      const placed = await fetch(`${first.url}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(guestOrder()),
      });
      expect(placed.status).toBe(201);
      const file = join(work, 'shop.backup');

      const whileRunning = await runScript('backup', [file], first.dataDir);
      expect(whileRunning.code).toBe(1);
      expect(whileRunning.output).toMatch(/open in the running shop .*stop it first/);
      expect(existsSync(file)).toBe(false);

      await stop(first);
      const backedUp = await runScript('backup', [file], first.dataDir);
      expect(backedUp.output).toContain('Backed up');
      expect(backedUp.code).toBe(0);

      const truncated = join(work, 'truncated.backup');
      writeFileSync(truncated, readFileSync(file).subarray(0, 5000));
      const fresh = mkdtempSync(join(work, 'restored-'));
      const refused = await runScript('restore', [truncated], fresh);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/truncated.*nothing was restored/);
      expect(existsSync(join(fresh, 'db'))).toBe(false);

      // The key the backup was signed with was generated into the shop's DATA_DIR: a new
      // DATA_DIR has none and is told so; given it (BACKUP_KEY), the restore goes ahead.
      const unkeyed = await runScript('restore', [file], fresh);
      expect(unkeyed.code).toBe(1);
      expect(unkeyed.output).toMatch(/No backup key to check .*set BACKUP_KEY/);
      const key = { BACKUP_KEY: readFileSync(join(first.dataDir, 'backup.key'), 'utf8').trim() };
      const restored = await runScript('restore', [file], fresh, key);
      expect(restored.code).toBe(0);
      const again = await runScript('restore', [file], fresh, key);
      expect(again.output).toMatch(/not empty: add --replace/);

      // An encrypted copy needs the passphrase from the environment, never the command line.
      const encrypted = join(work, 'shop-encrypted.backup');
      const passphrase = { BACKUP_PASSPHRASE: 'a passphrase for the copy that leaves' };
      const noPassphrase = await runScript('backup', [encrypted, '--encrypt'], first.dataDir);
      expect(noPassphrase.output).toMatch(/--encrypt needs the passphrase in BACKUP_PASSPHRASE/);
      const sealed = await runScript('backup', [encrypted, '--encrypt'], first.dataDir, passphrase);
      expect(sealed.output).toMatch(/Backed up .*encrypted/);
      const withoutIt = await runScript('restore', [encrypted, '--replace'], fresh, key);
      expect(withoutIt.output).toMatch(/is encrypted: set BACKUP_PASSPHRASE/);
      const replaced = await runScript('restore', [encrypted, '--replace'], fresh, {
        ...key,
        ...passphrase,
      });
      expect(replaced.code).toBe(0);
      const kept = /previous database is kept in (\S+) until the shop next starts/.exec(
        replaced.output,
      )?.[1];
      expect(kept).toBeDefined();
      expect(existsSync(kept ?? '')).toBe(true);

      // The restored database holds the order: a new one gets the next id.
      server = await startServerProcess(PORT, { DATA_DIR: fresh });
      const next = await fetch(`${server.url}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(guestOrder()),
      });
      const [placedId, nextId] = [
        ((await placed.json()) as { id: number }).id,
        ((await next.json()) as { id: number }).id,
      ];
      expect(nextId).toBe(placedId + 1);
      // Started on the restored copy: the one it replaced is gone.
      expect(readdirSync(fresh).filter((name) => name.startsWith('db.replaced-'))).toEqual([]);
      await stop(server);
    },
    TEST_TIMEOUT_MS,
  );
});
