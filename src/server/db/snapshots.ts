import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ensurePrivateDirSync } from '#server/lib/private-files';
import { backupDatabase } from './backup.ts';

export const SNAPSHOTS_KEPT = 7;
const SNAPSHOT_PATTERN = /^snapshot-\d{4}-\d{2}-\d{2}\.backup$/;

/** Named by the UTC day, so names sort by age and a day has at most one. */
export const snapshotName = (now: Date) => `snapshot-${now.toISOString().slice(0, 10)}.backup`;

/**
 * The embedded shop's own safety net: today's snapshot under `directory` unless it is there
 * already, and only the newest `keep` kept. Each is a backup file `npm run restore` takes.
 * Returns the snapshot written, or null when today's existed.
 */
export async function snapshotDaily(options: {
  dumpDataDir: () => Promise<Blob>;
  directory: string;
  /** Signs each snapshot, as `npm run backup` would. */
  backupKey: string;
  now: Date;
  keep?: number;
}): Promise<string | null> {
  const { directory, now } = options;
  ensurePrivateDirSync(directory);
  const file = join(directory, snapshotName(now));
  const written = existsSync(file) ? null : file;
  if (written)
    await backupDatabase({ kind: 'pglite', dumpDataDir: options.dumpDataDir }, file, now, {
      key: options.backupKey,
    });
  const snapshots = (await readdir(directory)).filter((name) => SNAPSHOT_PATTERN.test(name));
  const old = snapshots
    .sort()
    .reverse()
    .slice(options.keep ?? SNAPSHOTS_KEPT);
  await Promise.all(old.map((name) => rm(join(directory, name), { force: true })));
  return written;
}
