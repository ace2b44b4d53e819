import type { DatabaseHandle } from '#server/db/client';
import { snapshotDaily } from '#server/db/snapshots';
import { createRateLimitsRepo } from '#server/http/rate-limits.repo';
import { CLEAN_UP_EVERY_MS, type ScheduledJob } from '#server/lib/scheduled-jobs';
import { removeSentEmailLinks } from '../mail/outbox.ts';

const MINUTE_MS = 60_000;
/** A few seconds' pause for the embedded database at 100,000 orders; PostgreSQL: nothing. */
export const MAINTENANCE_EVERY_MS = 6 * 60 * MINUTE_MS;
/** How often to look whether today's snapshot of the embedded database is there yet. */
export const SNAPSHOT_CHECK_EVERY_MS = 60 * MINUTE_MS;

/**
 * The shop's periodic work: the modules' own jobs (`ctx.jobs.every`), the clean-up of what has
 * expired (theirs, `ctx.jobs.cleanUp`, and the platform's), the embedded database's snapshots
 * and maintenance. Each is run once per interval across all app servers.
 */
export function createShopJobs(deps: {
  database: Pick<DatabaseHandle, 'db' | 'maintain' | 'dumpDataDir'>;
  /** The jobs the modules registered. */
  moduleJobs: ScheduledJob[];
  /** Deletes what has expired: sessions, password-reset links (each feature knows its own). */
  deleteExpired: ((at: Date) => Promise<unknown>)[];
  /** The embedded database's daily snapshots go here, signed with the key; null: none taken. */
  snapshots: { directory: string; backupKey: string } | null;
  log: { info: (details: object, message: string) => void };
  now: () => Date;
}): ScheduledJob[] {
  const { db, dumpDataDir } = deps.database;
  const { snapshots: snapshotsTo } = deps;
  const snapshots: ScheduledJob[] =
    dumpDataDir && snapshotsTo
      ? [
          {
            // PostgreSQL is backed up by its server's tooling (deploy/systemd/pellets-backup).
            name: 'embedded-snapshot',
            everyMs: SNAPSHOT_CHECK_EVERY_MS,
            run: async () => {
              const file = await snapshotDaily({
                dumpDataDir,
                directory: snapshotsTo.directory,
                backupKey: snapshotsTo.backupKey,
                now: deps.now(),
              });
              if (file) deps.log.info({ file }, 'daily database snapshot written');
            },
          },
        ]
      : [];
  return [
    ...snapshots,
    ...deps.moduleJobs,
    {
      name: 'clean-up',
      everyMs: CLEAN_UP_EVERY_MS,
      run: async () => {
        const now = deps.now();
        for (const deleteExpired of deps.deleteExpired) await deleteExpired(now);
        await createRateLimitsRepo(db).deleteExpired();
        // Emails sent before links were removed on sending (a no-op once they are gone).
        const cleaned = await removeSentEmailLinks(db);
        if (cleaned > 0) deps.log.info({ emails: cleaned }, 'links removed from sent emails');
      },
    },
    {
      // The embedded database has no autovacuum: vacuum and refresh statistics as it grows.
      name: 'database-maintenance',
      everyMs: MAINTENANCE_EVERY_MS,
      run: () => deps.database.maintain(),
    },
  ];
}
