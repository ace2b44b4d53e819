import type { DatabaseHandle } from '#server/db/client';
import { createRateLimitsRepo } from '#server/http/rate-limits.repo';
import type { ScheduledJob } from '#server/lib/scheduled-jobs';
import { createPasswordResetRepo } from '../customers/password-reset.repo.ts';
import { RECONCILE_EVERY_MS, type PaymentReconciler } from '../payments/payment-reconciler.ts';
import { createSessionsRepo } from '../sessions/sessions.repo.ts';

const MINUTE_MS = 60_000;
/** Expired rows harm nobody for a while: they are never read as live. */
export const CLEAN_UP_EVERY_MS = 15 * MINUTE_MS;
/** A few seconds' pause for the embedded database at 100,000 orders; PostgreSQL: nothing. */
export const MAINTENANCE_EVERY_MS = 6 * 60 * MINUTE_MS;

/** The shop's periodic work, each job run once per interval across all app servers. */
export function createShopJobs(deps: {
  database: Pick<DatabaseHandle, 'db' | 'maintain'>;
  reconciler: PaymentReconciler;
  /** Drops the sandbox provider's old payments. */
  pruneSandbox: () => Promise<unknown>;
  now: () => Date;
}): ScheduledJob[] {
  const { db } = deps.database;
  return [
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
        await createSessionsRepo(db).deleteExpired(now);
        await createPasswordResetRepo(db).deleteDead(now);
        await createRateLimitsRepo(db).deleteExpired();
        await deps.pruneSandbox();
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
