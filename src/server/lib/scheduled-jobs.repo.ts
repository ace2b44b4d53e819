import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { scheduledJobs } from '#server/db/platform.tables';

/** The only SQL for job runs. Times are the database's, the one clock all app servers share. */
export function createScheduledJobsRepo(db: Database) {
  return {
    /**
     * Claims a run of the job when its last one started at least `everyMs` ago (or it never ran),
     * in one statement: of several servers asking at once, exactly one gets true.
     */
    async claim(name: string, everyMs: number): Promise<boolean> {
      const rows = await db
        .insert(scheduledJobs)
        .values({ name, lastStartedAt: sql`now()` })
        .onConflictDoUpdate({
          target: scheduledJobs.name,
          set: { lastStartedAt: sql`now()` },
          setWhere: sql`${scheduledJobs.lastStartedAt} <= now() - ${everyMs} * interval '1 millisecond'`,
        })
        .returning({ name: scheduledJobs.name });
      return rows.length > 0;
    },

    async finish(name: string): Promise<void> {
      await db
        .update(scheduledJobs)
        .set({ lastFinishedAt: sql`now()` })
        .where(eq(scheduledJobs.name, name));
    },
  };
}

export type ScheduledJobsRepo = ReturnType<typeof createScheduledJobsRepo>;
