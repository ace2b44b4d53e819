import type { ScheduledJobsRepo } from './scheduled-jobs.repo.ts';

export interface ScheduledJob {
  name: string;
  /** Runs at most once per this long across all app servers sharing the database. */
  everyMs: number;
  run: () => Promise<unknown>;
}

export interface Scheduler {
  /** Tries each job on a timer, until `stop`; the first try comes one check interval after start. */
  start: () => void;
  /** Runs every job whose interval has passed (and no other server claimed); answers their names. */
  runDue: () => Promise<string[]>;
  /** Stops the timers and waits for the runs under way. */
  stop: () => Promise<void>;
}

const MIN_CHECK_MS = 1_000;
const MAX_CHECK_MS = 60_000;

/**
 * How often a server asks whether a job is due: a quarter of its interval, so a run comes at
 * most a quarter late, and at most once a minute, so a 6-hourly job costs one cheap UPDATE a
 * minute per server.
 */
export const checkEveryMs = (everyMs: number) =>
  Math.min(Math.max(Math.floor(everyMs / 4), MIN_CHECK_MS), MAX_CHECK_MS);

/**
 * Work each app server would otherwise repeat: a run is claimed atomically in the
 * scheduled_jobs table first, so it happens once per interval however many servers are up. A
 * run that fails is logged and tried again after the next interval.
 */
export function createScheduler(deps: {
  repo: Pick<ScheduledJobsRepo, 'claim' | 'finish'>;
  jobs: readonly ScheduledJob[];
  log: { warn: (details: object, message: string) => void };
}): Scheduler {
  const running = new Map<string, Promise<boolean>>();
  let timers: NodeJS.Timeout[] = [];

  async function claimAndRun(job: ScheduledJob): Promise<boolean> {
    if (!(await deps.repo.claim(job.name, job.everyMs))) return false;
    try {
      await job.run();
    } finally {
      await deps.repo.finish(job.name);
    }
    return true;
  }

  /** One run at a time per job in this server; true when this call ran it. */
  function tryRun(job: ScheduledJob): Promise<boolean> {
    if (running.has(job.name)) return Promise.resolve(false);
    const run = claimAndRun(job)
      .catch((error: unknown) => {
        deps.log.warn({ err: error, job: job.name }, 'scheduled job failed');
        return false;
      })
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
    return run;
  }

  return {
    start() {
      // Not at once: a (re)started server answers first, and a vacuum of a large embedded
      // database must not hold up its first requests.
      timers = deps.jobs.map((job) => {
        const timer = setInterval(() => void tryRun(job), checkEveryMs(job.everyMs));
        timer.unref();
        return timer;
      });
    },
    async runDue() {
      const ran = await Promise.all(deps.jobs.map(tryRun));
      return deps.jobs.filter((_, index) => ran[index]).map((job) => job.name);
    },
    async stop() {
      timers.forEach(clearInterval);
      timers = [];
      await Promise.all(running.values());
    },
  };
}

/** Expired rows harm nobody for a while: they are never read as live. */
export const CLEAN_UP_EVERY_MS = 15 * 60_000;

/** How a module schedules its own periodic work while it registers. */
export interface JobRegistration {
  /** A job of the module's own, run once per `everyMs` across all app servers. */
  every: (job: ScheduledJob) => void;
  /** Deletes what the module keeps until it expires; all run together by the 'clean-up' job. */
  cleanUp: (deleteExpired: (at: Date) => Promise<unknown>) => void;
}

/** The jobs the modules registered, and the clean-ups their 'clean-up' job runs. */
export function createJobRegistry(): JobRegistration & {
  jobs: () => ScheduledJob[];
  cleanUps: () => ((at: Date) => Promise<unknown>)[];
} {
  const jobs: ScheduledJob[] = [];
  const cleanUps: ((at: Date) => Promise<unknown>)[] = [];
  return {
    every: (job) => {
      if (jobs.some((other) => other.name === job.name)) {
        throw new Error(`The job '${job.name}' is registered twice`);
      }
      jobs.push(job);
    },
    cleanUp: (deleteExpired) => void cleanUps.push(deleteExpired),
    jobs: () => [...jobs],
    cleanUps: () => [...cleanUps],
  };
}
