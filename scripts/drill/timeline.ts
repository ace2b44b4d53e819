// The drill's faults, at fixed points of the run (scaled to its duration; 60 s is the full
// drill): mail refused from the start to 20 s, an app process SIGKILLed at 20 s and started
// again, PostgreSQL restarted at 40 s, the processes rolled one at a time at 50 s.
import { waitHealthy } from '../bench/shop-server.ts';
import type { Fleet } from './processes.ts';
import { restartPostgres } from './processes.ts';
import type { DrillSmtp } from './smtp.ts';

/** One fault as it happened, in ms since the drill began. */
export interface Fault {
  name: string;
  at: number;
  /** When the faulty part was back: SMTP accepting, the process or PostgreSQL up and healthy. */
  backAt: number;
  /**
   * 5xx are accepted from `at` until this: the part was down, and the proxy's health checks
   * (every second) need a moment to notice it is back. Null: none accepted (mail, rolling).
   */
  errorsAllowedUntil: number | null;
  /** Per-step figures, e.g. how long each rolled process took to be healthy again. */
  steps: { name: string; ms: number }[];
}

export interface TimelineOptions {
  durationMs: number;
  fleet: Fleet;
  instanceUrls: string[];
  smtp: DrillSmtp;
  postgresVersion: string;
  clock: () => number;
}

/** The proxy checks health every second; a second more for the check in flight. */
const HEALTH_GRACE_MS = 2000;
/** systemd's RestartSec in deploy/systemd/pellets-shop@.service. */
const RESTART_DELAY_MS = 2000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runTimeline(options: TimelineOptions): Promise<Fault[]> {
  const { fleet, smtp, clock } = options;
  const at = (fullDrillS: number) => (fullDrillS / 60) * options.durationMs;
  const until = async (ms: number) => sleep(Math.max(0, ms - clock()));
  const faults: Fault[] = [];

  smtp.refusing = true;
  await until(at(20));
  smtp.refusing = false;
  const accepting = clock();
  faults.push({
    name: 'SMTP refusing mail',
    at: 0,
    backAt: accepting,
    errorsAllowedUntil: null,
    steps: [],
  });

  const killedAt = clock();
  await fleet.kill(0);
  await sleep(RESTART_DELAY_MS);
  await fleet.start(0);
  const restartedAt = clock();
  faults.push({
    name: 'app process SIGKILLed and started again',
    at: killedAt,
    backAt: restartedAt,
    errorsAllowedUntil: restartedAt + HEALTH_GRACE_MS,
    steps: [{ name: 'killed until healthy again', ms: restartedAt - killedAt }],
  });

  await until(at(40));
  const dbAt = clock();
  await restartPostgres(options.postgresVersion);
  const dbUpAt = clock();
  await Promise.all(options.instanceUrls.map((url) => waitHealthy(url, 60_000)));
  const dbHealthyAt = clock();
  faults.push({
    name: 'PostgreSQL restarted',
    at: dbAt,
    backAt: dbHealthyAt,
    errorsAllowedUntil: dbHealthyAt + HEALTH_GRACE_MS,
    steps: [
      { name: 'restart command took', ms: dbUpAt - dbAt },
      { name: 'until every process healthy', ms: dbHealthyAt - dbAt },
    ],
  });

  await until(at(50));
  const rollAt = clock();
  const steps: Fault['steps'] = [];
  for (const [i, url] of options.instanceUrls.entries()) {
    const from = clock();
    await fleet.roll(i);
    steps.push({ name: `${new URL(url).port}: SIGTERM until healthy again`, ms: clock() - from });
    // As docs/production.md's upgrade does: the next goes only once the proxy's health check
    // has seen this one back. Before that, the proxy still counts it out, and with the next
    // one draining it has no instance for an order (503 'no upstreams available').
    await sleep(HEALTH_GRACE_MS);
  }
  faults.push({
    name: 'rolling restart',
    at: rollAt,
    backAt: clock(),
    errorsAllowedUntil: null,
    steps,
  });
  return faults;
}
