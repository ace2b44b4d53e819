import {
  createScheduler,
  type createJobRegistry,
  type Scheduler,
} from '#server/lib/scheduled-jobs';
import { createScheduledJobsRepo } from '#server/lib/scheduled-jobs.repo';
import type { ShopContext } from '#server/shop-context';
import { createShopJobs } from './shop-jobs.ts';

/**
 * The shop's periodic jobs, each run once per interval across all app servers: registered
 * after every other module, so it runs all the jobs they scheduled.
 */
export function housekeepingModule(
  ctx: ShopContext,
  uses: {
    registry: Pick<ReturnType<typeof createJobRegistry>, 'jobs' | 'cleanUps'>;
    snapshots: { directory: string; backupKey: string } | null;
  },
): Scheduler {
  const jobs = createShopJobs({
    database: ctx.database,
    moduleJobs: uses.registry.jobs(),
    deleteExpired: [(at) => ctx.sessions.deleteExpired(at), ...uses.registry.cleanUps()],
    snapshots: uses.snapshots,
    log: ctx.log,
    now: ctx.now,
  });
  return createScheduler({ repo: createScheduledJobsRepo(ctx.db), jobs, log: ctx.log });
}
