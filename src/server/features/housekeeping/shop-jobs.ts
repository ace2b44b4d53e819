import type { DatabaseHandle } from '#server/db/client';
import { snapshotDaily } from '#server/db/snapshots';
import { createRateLimitsRepo } from '#server/http/rate-limits.repo';
import type { ScheduledJob } from '#server/lib/scheduled-jobs';
import { removeSentEmailLinks } from '../mail/outbox.ts';
import { RECONCILE_EVERY_MS, type PaymentReconciler } from '../payments/payment-reconciler.ts';
import { RETENTION_EVERY_MS, type Retention } from '../privacy/retention.service.ts';

const MINUTE_MS = 60_000;
/** Expired rows harm nobody for a while: they are never read as live. */
export const CLEAN_UP_EVERY_MS = 15 * MINUTE_MS;
/** A few seconds' pause for the embedded database at 100,000 orders; PostgreSQL: nothing. */
export const MAINTENANCE_EVERY_MS = 6 * 60 * MINUTE_MS;
/** How often to look whether today's snapshot of the embedded database is there yet. */
export const SNAPSHOT_CHECK_EVERY_MS = 60 * MINUTE_MS;
/** Offers go on the day they are due; within the hour is soon enough. */
export const TOP_UP_OFFERS_EVERY_MS = 60 * MINUTE_MS;

/** Reminders go out within a few hours of a new day; the sent rows stop any repeat. */
export const REORDER_REMINDERS_EVERY_MS = 6 * 60 * MINUTE_MS;

/** The shop's periodic work, each job run once per interval across all app servers. */
export function createShopJobs(deps: {
  database: Pick<DatabaseHandle, 'db' | 'maintain' | 'dumpDataDir'>;
  reconciler: PaymentReconciler;
  /** Erases and deletes what has outlived its retention period. */
  retention: Pick<Retention, 'runOnce'>;
  /** Deletes what has expired: sessions, password-reset links (each feature knows its own). */
  deleteExpired: ((at: Date) => Promise<unknown>)[];
  /** Sends the reorder reminders now due. */
  reorderReminders: { runOnce: () => Promise<{ sent: number }> };
  /** Drops the sandbox provider's old payments. */
  pruneSandbox: () => Promise<unknown>;
  /** Emails the top-up offers whose day is near enough, each once (decision 027). */
  sendDueTopUpOffers: () => Promise<unknown>;
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
    {
      name: 'payment-reconciliation',
      everyMs: RECONCILE_EVERY_MS,
      run: () => deps.reconciler.runOnce(),
    },
    {
      name: 'clean-up',
      everyMs: CLEAN_UP_EVERY_MS,
      run: async () => {
        const now = deps.now();
        for (const deleteExpired of deps.deleteExpired) await deleteExpired(now);
        await createRateLimitsRepo(db).deleteExpired();
        await deps.pruneSandbox();
        // Emails sent before links were removed on sending (a no-op once they are gone).
        const cleaned = await removeSentEmailLinks(db);
        if (cleaned > 0) deps.log.info({ emails: cleaned }, 'links removed from sent emails');
      },
    },
    {
      name: 'top-up-offers',
      everyMs: TOP_UP_OFFERS_EVERY_MS,
      run: () => deps.sendDueTopUpOffers(),
    },
    {
      name: 'retention',
      everyMs: RETENTION_EVERY_MS,
      run: () => deps.retention.runOnce(),
    },
    {
      name: 'reorder-reminders',
      everyMs: REORDER_REMINDERS_EVERY_MS,
      run: async () => {
        const { sent } = await deps.reorderReminders.runOnce();
        if (sent > 0) deps.log.info({ emails: sent }, 'reorder reminders queued');
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
