import { spawn } from 'node:child_process';
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertEmbeddedNotInUse, lockEmbeddedDatabase } from './embedded-lock.ts';

const directory = join(mkdtempSync(join(tmpdir(), 'pellets-lock-')), 'db');
const lockFile = `${directory}.lock`;

// Another process that is alive for the length of the tests, standing in for a running shop.
const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
afterAll(() => void other.kill('SIGKILL'));
beforeAll(() => expect(other.pid).toBeGreaterThan(0));

const markedBy = (pid: number, ageMs = 0) => {
  writeFileSync(lockFile, `${pid}\n`);
  const at = new Date(Date.now() - ageMs);
  utimesSync(lockFile, at, at);
};

describe('the embedded database lock', () => {
  it('refuses while another live process holds a fresh mark', () => {
    markedBy(other.pid ?? 0);
    expect(() => assertEmbeddedNotInUse(directory)).toThrow(
      `open in the running shop (process ${other.pid})`,
    );
    expect(() => lockEmbeddedDatabase(directory)).toThrow(/stop it first/);
  });

  it('ignores a mark not touched for a while: its process id may belong to another program', () => {
    markedBy(other.pid ?? 0, 60_000);
    expect(() => assertEmbeddedNotInUse(directory)).not.toThrow();
  });

  it('ignores the mark of a process that has ended', async () => {
    const ended = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => ended.once('exit', resolve));
    markedBy(ended.pid ?? 0);
    expect(() => assertEmbeddedNotInUse(directory)).not.toThrow();
  });

  it('takes the lock and lets it go', () => {
    const lock = lockEmbeddedDatabase(directory);
    // Its own mark never stops this process.
    expect(() => assertEmbeddedNotInUse(directory)).not.toThrow();
    lock.release();
    markedBy(other.pid ?? 0);
    expect(() => assertEmbeddedNotInUse(directory)).toThrow();
  });
});
