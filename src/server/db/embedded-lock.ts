import { existsSync, readFileSync, rmSync } from 'node:fs';
import { writePrivateFileSync } from '#server/lib/private-files';
import { BackupError } from './backup-file.ts';

/**
 * PGlite has no server to share its folder: two processes opening it would both write to it.
 * The shop marks the embedded database in use with its process id beside the folder, and
 * backup and restore refuse while that process lives. A lock left by a killed process is
 * stale and ignored.
 */
const lockFile = (directory: string) => `${directory}.lock`;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The id of another live process using the embedded database, or null. */
function holder(directory: string): number | null {
  const file = lockFile(directory);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
}

export function assertEmbeddedNotInUse(directory: string): void {
  const pid = holder(directory);
  if (pid !== null) {
    throw new BackupError(
      `The embedded database ${directory} is open in the running shop (process ${pid}): stop it first`,
    );
  }
}

/** Marks the database ours until release(); refuses one another live process holds. */
export function lockEmbeddedDatabase(directory: string): { release: () => void } {
  assertEmbeddedNotInUse(directory);
  writePrivateFileSync(lockFile(directory), `${process.pid}\n`);
  return { release: () => rmSync(lockFile(directory), { force: true }) };
}
