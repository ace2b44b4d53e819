import { createScheduler, type Scheduler } from '#server/lib/scheduled-jobs';
import { createScheduledJobsRepo } from '#server/lib/scheduled-jobs.repo';
import type { ShopContext } from '#server/shop-context';
import { createShopJobs } from './shop-jobs.ts';

/** The shop's periodic jobs, each run once per interval across all app servers. */
export function housekeepingModule(
  ctx: ShopContext,
  uses: Omit<Parameters<typeof createShopJobs>[0], 'database' | 'log' | 'now'>,
): Scheduler {
  return createScheduler({
    repo: createScheduledJobsRepo(ctx.db),
    jobs: createShopJobs({ ...uses, database: ctx.database, log: ctx.log, now: ctx.now }),
    log: ctx.log,
  });
}
