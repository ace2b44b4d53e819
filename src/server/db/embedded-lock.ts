import { existsSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { writePrivateFileSync } from '#server/lib/private-files';
import { BackupError } from './backup-file.ts';

/**
 * PGlite has no server to share its folder: two processes opening it would both write to it.
 * The shop marks the embedded database in use with its process id beside the folder and
 * touches the mark every few seconds; backup, restore and a second shop refuse while the mark
 * is fresh and its process lives. A mark left by a killed process goes stale, and one whose
 * process id the system has since given to another program (after a reboot) is old.
 */
const lockFile = (directory: string) => `${directory}.lock`;
const HEARTBEAT_MS = 5_000;
const STALE_AFTER_MS = 30_000;

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
  if (Date.now() - statSync(file).mtimeMs > STALE_AFTER_MS) return null;
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
  const file = lockFile(directory);
  writePrivateFileSync(file, `${process.pid}\n`);
  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(file, now, now);
    } catch {
      // Removed by hand: put it back rather than run unmarked.
      writePrivateFileSync(file, `${process.pid}\n`);
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  return {
    release: () => {
      clearInterval(heartbeat);
      rmSync(file, { force: true });
    },
  };
}
