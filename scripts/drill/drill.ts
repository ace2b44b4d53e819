// npm run drill [-- --duration 60 | --short]: two app processes on a fresh PostgreSQL database
// behind Caddy, a real SMTP server, and 50 clients ordering while the mail server refuses
// mail, a process is killed, PostgreSQL restarts and the processes are rolled. Then checks
// that nothing acknowledged was lost or doubled and every email arrived; exits 1 if not.
// It restarts the machine's PostgreSQL: run nothing else against it meanwhile.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client';
import { queryRows, waitForOutboxDrain } from '../bench/order-check.ts';
import { createScratchDatabase } from '../bench/scratch-postgres.ts';
import { checkEmails, checkOrders, type DrillEvidence } from './checks.ts';
import { runClients } from './clients.ts';
import { createFleet, postgresVersion } from './processes.ts';
import { readAccessLog, startProxy } from './proxy.ts';
import { printReport } from './report.ts';
import { startDrillSmtp } from './smtp.ts';
import { runTimeline } from './timeline.ts';
import { checkErrorWindows, ordersPerSecond, recoveryTimes } from './windows.ts';

const PORTS = { apps: [5801, 5802], proxy: 5850, smtp: 5825 };
const CLIENTS = 50;
/**
 * Each client pauses about this long between checkouts, a shopper's pace: the drill is about
 * faults, while scripts/bench measures speed. Back to back, 50 clients queue emails far faster
 * than the outbox delivers them (each email takes a new SMTP connection), and the wait for
 * the outbox to empty would take many minutes.
 */
const PAUSE_MS = 2000;
/**
 * Mail held by the killed process stays claimed for the outbox's 2-minute lease, and mail
 * refused early is retried after 30 s: this bounds the wait for the outbox to empty.
 */
const DRAIN_TIMEOUT_MS = 300_000;

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    short: { type: 'boolean', default: false },
    clients: { type: 'string', default: String(CLIENTS) },
    'pause-ms': { type: 'string', default: String(PAUSE_MS) },
  },
});
const durationMs = (args.short ? 20 : Number(args.duration)) * 1000;
const clients = Number(args.clients);
const pauseMs = Number(args['pause-ms']);
if (!(durationMs >= 10_000) || !(clients >= 1) || !(pauseMs >= 0)) {
  console.error(
    'Usage: npm run drill -- [--duration <s, at least 10>] [--short] [--clients <n>] [--pause-ms <ms>]',
  );
  process.exit(2);
}

async function readDatabase(url: string) {
  const handle = openDatabase({ kind: 'postgres', url, poolSize: 2 });
  try {
    const drainMs = await waitForOutboxDrain(handle.db, DRAIN_TIMEOUT_MS);
    const orders = await queryRows<DrillEvidence['orders'][number]>(
      handle.db,
      sql`select id, idempotency_key as "idempotencyKey", email from orders`,
    );
    const [outbox] = await queryRows<DrillEvidence['outbox']>(
      handle.db,
      sql`select count(*) filter (where status = 'pending')::int as pending,
                 count(*) filter (where status = 'failed')::int as failed from email_outbox`,
    );
    if (drainMs === null) {
      // Why the outbox did not empty: what the stuck rows last met, and when they are due.
      const stuck = await queryRows(
        handle.db,
        sql`select attempts, left(coalesce(last_error, ''), 80) as error, count(*)::int as n,
                   min(next_attempt_at) as due from email_outbox where status = 'pending'
            group by 1, 2 order by 3 desc limit 5`,
      );
      console.error('Outbox not drained:', JSON.stringify(stuck));
    }
    return { drainMs, orders, outbox: outbox ?? { pending: -1, failed: -1 } };
  } finally {
    await handle.close();
  }
}

async function drill(): Promise<boolean> {
  const workDir = mkdtempSync(join(tmpdir(), 'pellets-drill-'));
  const version = postgresVersion();
  const database = await createScratchDatabase('pellets_drill');
  started.push(database.drop);
  const startedAt = Date.now();
  const t0 = performance.now();
  const clock = () => performance.now() - t0;
  const smtp = await startDrillSmtp(PORTS.smtp, clock);
  started.push(smtp.stop);
  const proxyUrl = `http://127.0.0.1:${PORTS.proxy}`;
  const fleet = createFleet({
    ports: PORTS.apps,
    databaseUrl: database.url,
    smtpUrl: smtp.url,
    publicUrl: proxyUrl,
    workDir,
  });
  started.push(() => fleet.stopAll());
  try {
    // One after the other: the first applies the migrations and seeds the database.
    for (const i of PORTS.apps.keys()) await fleet.start(i);
    const proxy = await startProxy({ port: PORTS.proxy, upstreams: fleet.upstreams, workDir });
    started.push(proxy.stop);
    console.log(`Drill: ${durationMs / 1000} s, ${clients} clients, logs in ${workDir}`);
    const runStart = clock();
    let timelineDone = false;
    let timelineError: unknown = null;
    const timeline = runTimeline({
      durationMs,
      fleet,
      instanceUrls: fleet.upstreams.map((u) => `http://${u}`),
      smtp,
      postgresVersion: version,
      clock: () => clock() - runStart,
    })
      .catch((error: unknown) => {
        timelineError = error;
        return [];
      })
      .finally(() => (timelineDone = true));
    const checkouts = await runClients({
      url: proxy.url,
      clients,
      clock: () => clock() - runStart,
      stopping: () => timelineDone && clock() - runStart >= durationMs,
      finishWithinMs: 60_000,
      requestTimeoutMs: 20_000,
      pauseMs,
      runId: String(startedAt),
    });
    const faults = await timeline;
    const { drainMs, orders, outbox } = await readDatabase(database.url);
    const runStartUnixMs = startedAt + runStart;
    const evidence: DrillEvidence = {
      checkouts,
      orders,
      outbox,
      mails: smtp.accepted.map((m) => ({ ...m, at: m.at - runStart })),
      faults,
      proxyAnswers: readAccessLog(proxy.accessLog)
        .filter((e) => e.uri.startsWith('/api/'))
        .map((e) => ({ at: e.ts * 1000 - runStartUnixMs, status: e.status })),
    };
    const orderResult = checkOrders(evidence);
    const emailResult = checkEmails(evidence);
    const windows = checkErrorWindows(evidence);
    return printReport({
      settings: { durationS: durationMs / 1000, clients, pauseMs, postgres: version, workDir },
      orders: orderResult.figures,
      emails: { ...emailResult.figures, outboxDrainedAfterRunMs: drainMs ?? -1 },
      recovery: recoveryTimes(evidence),
      ordersPerSecond: ordersPerSecond(evidence),
      errorSeconds: windows.seconds,
      checks: [
        {
          name: 'every fault applied, and the shop healthy again after each',
          ok: timelineError === null,
          detail:
            timelineError === null
              ? 'yes'
              : timelineError instanceof Error
                ? timelineError.message
                : 'failed',
        },
        ...orderResult.checks,
        ...emailResult.checks,
        windows.check,
      ],
    });
  } finally {
    await cleanUp();
  }
}

/** What the run started, stopped in reverse order: at its end, or when it is interrupted. */
const started: (() => Promise<void>)[] = [];
async function cleanUp(): Promise<void> {
  for (let stop = started.pop(); stop; stop = started.pop()) {
    await stop().catch((error: unknown) => console.error('Clean-up step failed:', error));
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

process.exit((await drill()) ? 0 : 1);
