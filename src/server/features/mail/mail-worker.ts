import { errorText, isTransportFailure } from './mail-errors.ts';
import type { Mailer } from './mailer.ts';
import type { OutboxRepo, OutboxRow } from './outbox.repo.ts';
import { unsubscribeHeaders, withUnsubscribeLink } from './marketing-mail.ts';
import { openLinks } from './sealed-links.ts';
import { renderMessage } from './templates/message.ts';

type LogFn = (details: object, message: string) => void;
export interface MailLog {
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

export interface MailWorkerDeps {
  repo: Pick<OutboxRepo, 'claimDue' | 'markSent' | 'scheduleRetry' | 'markFailed' | 'release'>;
  mailer: Pick<Mailer, 'send'>;
  /** Opens the links sealed in queued emails (sealed-links.ts). */
  linkKey: Buffer;
  now: () => Date;
  log: MailLog;
  batchSize?: number;
  maxAttempts?: number;
  /** How long a claimed row is ours; must comfortably exceed a batch's sending time. */
  leaseMs?: number;
  /**
   * For 'marketing' rows: the customer's unsubscribe link, and whether they still consent
   * (they may have withdrawn since it was queued). Without it no marketing email is sent.
   */
  marketing?: {
    unsubscribeUrl: (customerId: number) => string;
    mailto?: string | null;
    consents: (customerId: number) => Promise<boolean>;
  };
  /** Told of every try's outcome (the metrics count them). */
  onOutcome?: (outcome: 'sent' | 'retry' | 'failed') => void;
}

export interface RunResult {
  sent: number;
  retried: number;
  failed: number;
}

const NO_CONSENT = 'Not sent: the customer does not consent to marketing';
const UNOPENED_LINK =
  'Not sent: a link in it does not open with this SECRETS_KEY (sealed with another one, or altered)';
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
/** Kicks within this window share one run: an order queues two emails at once. */
const KICK_DELAY_MS = 50;
/** A poll keeps going while batches come back full, up to this many per tick. */
const MAX_BATCHES_PER_TICK = 10;

/** Wait before the next try after `attempts` tries: 30 s, 1 min, 2 min ... capped at 1 hour. */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, Math.floor(attempts) - 1);
  return Math.min(FIRST_RETRY_MS * 2 ** exponent, MAX_RETRY_MS);
}

/**
 * Delivers the outbox. Several workers (in this and other app servers) may run: each claims
 * its own rows with a lease (see claimDue). Delivery is at least once: if the process dies
 * after the server accepted a message but before it is marked sent, it goes again.
 */
export function createMailWorker(deps: MailWorkerDeps) {
  const { repo, mailer, now, log } = deps;
  const batchSize = deps.batchSize ?? 20;
  const maxAttempts = deps.maxAttempts ?? 8;
  const leaseMs = deps.leaseMs ?? 120_000;

  /** Set while stop() drains: the run in progress hands its untried rows back. */
  let draining = false;
  /** After stop() no timer is set until start() again; runOnce() still works. */
  let stopped = false;
  let chain: Promise<unknown> = Promise.resolve();

  const later = (ms: number) => new Date(now().getTime() + ms);

  /**
   * The body and headers a row is sent with: a marketing email gains its unsubscribe headers
   * and link here, so the outbox never stores the link; null when it must not be sent.
   */
  async function marketingExtras(
    row: OutboxRow,
    body: OutboxRow['body'],
  ): Promise<{ body: OutboxRow['body']; headers: Record<string, string> | null } | null> {
    if (row.kind !== 'marketing') return { body, headers: null };
    const { marketing } = deps;
    if (!marketing || row.customerId === null) return null;
    if (!(await marketing.consents(row.customerId))) return null;
    const url = marketing.unsubscribeUrl(row.customerId);
    return {
      body: withUnsubscribeLink(body, url),
      headers: unsubscribeHeaders(url, marketing.mailto),
    };
  }

  /** Gives a row up without trying it. */
  async function drop(row: OutboxRow, reason: string, result: RunResult): Promise<void> {
    await repo.markFailed(row.id, reason);
    result.failed += 1;
    deps.onOutcome?.('failed');
  }

  /** Sends one row; true when the transport itself is down, so the batch should stop. */
  async function deliver(row: OutboxRow, result: RunResult): Promise<boolean> {
    const ref = { emailId: row.id, orderId: row.orderId, attempts: row.attempts };
    const opened = openLinks(deps.linkKey, row.body);
    if (opened === null) {
      await drop(row, UNOPENED_LINK, result);
      log.error(ref, 'Email given up: its links do not open with this SECRETS_KEY');
      return false;
    }
    const extras = await marketingExtras(row, opened);
    if (extras === null) {
      await drop(row, NO_CONSENT, result);
      log.info(ref, 'Marketing email dropped: no consent');
      return false;
    }
    try {
      await mailer.send({
        ...renderMessage({
          to: row.toAddress,
          replyTo: row.replyTo,
          subject: row.subject,
          body: extras.body,
        }),
        headers: extras.headers,
        attachments: row.attachments,
        // The row's id and creation time: one key per queued email, even across restores.
        messageKey: `outbox-${row.id}-${row.createdAt.getTime()}`,
      });
    } catch (error) {
      const reason = errorText(error);
      const transportDown = isTransportFailure(error);
      if (row.attempts >= maxAttempts && !transportDown) {
        await repo.markFailed(row.id, reason);
        result.failed += 1;
        deps.onOutcome?.('failed');
        log.error({ ...ref, error: reason }, 'Email given up after repeated failures');
      } else {
        const nextAttemptAt = later(retryDelayMs(row.attempts));
        await repo.scheduleRetry(row.id, reason, nextAttemptAt);
        result.retried += 1;
        deps.onOutcome?.('retry');
        log.warn({ ...ref, error: reason, nextAttemptAt }, 'Email not sent, will retry');
      }
      return transportDown;
    }
    await repo.markSent(row.id, now());
    result.sent += 1;
    deps.onOutcome?.('sent');
    log.info(ref, 'Email sent');
    return false;
  }

  async function runBatch(): Promise<RunResult & { full: boolean }> {
    const result: RunResult = { sent: 0, retried: 0, failed: 0 };
    if (draining) return { ...result, full: false };
    const claimedAt = now().getTime();
    const rows = await repo.claimDue(new Date(claimedAt), batchSize, leaseMs);
    for (const [index, row] of rows.entries()) {
      // Past half the lease another worker could soon claim these rows: hand them back
      // rather than risk a second copy. Likewise when stopping, so shutdown is quick.
      if (draining || now().getTime() - claimedAt >= leaseMs / 2) {
        await repo.release(ids(rows.slice(index)), now());
        return { ...result, full: false };
      }
      if (await deliver(row, result)) {
        // Untried rows wait a short while; only the row that met the outage backs off.
        await repo.release(ids(rows.slice(index + 1)), later(retryDelayMs(1)));
        return { ...result, full: false };
      }
    }
    return { ...result, full: rows.length === batchSize };
  }

  /** Runs are queued one behind the other: never two at once in this process. */
  function runQueued(): Promise<RunResult & { full: boolean }> {
    const run = chain.then(runBatch);
    chain = run.catch(() => undefined);
    return run;
  }

  // Scheduling: one timer, woken early by kick(); a tick never overlaps another.
  let polling: number | null = null;
  let timer: NodeJS.Timeout | undefined;
  let timerDueAt = Infinity;
  let ticking = false;
  let tickAgain = false;

  function wakeIn(ms: number): void {
    const dueAt = Date.now() + ms;
    if (stopped || (timer && timerDueAt <= dueAt)) return;
    clearTimeout(timer);
    timerDueAt = dueAt;
    timer = setTimeout(() => {
      timer = undefined;
      timerDueAt = Infinity;
      void tick();
    }, ms);
    timer.unref();
  }

  async function tick(): Promise<void> {
    if (ticking) {
      tickAgain = true;
      return;
    }
    ticking = true;
    let backlog = false;
    try {
      for (let i = 0; i < MAX_BATCHES_PER_TICK && !stopped; i += 1) {
        backlog = (await runQueued()).full;
        if (!backlog) break;
      }
    } catch (error) {
      log.error({ error: errorText(error) }, 'Mail worker run failed');
    } finally {
      ticking = false;
    }
    // A backlog (after a busy spell or an SMTP outage) goes on shortly, not at the next poll;
    // the pause between ticks lets requests in.
    if (tickAgain || (backlog && polling !== null)) {
      tickAgain = false;
      wakeIn(backlog ? KICK_DELAY_MS : 0);
    } else if (polling !== null) {
      wakeIn(polling);
    }
  }

  return {
    /** One batch: claim due rows and try each once. */
    async runOnce(): Promise<RunResult> {
      const { sent, retried, failed } = await runQueued();
      return { sent, retried, failed };
    },

    /** Polls every intervalMs, starting now (picks up whatever queued while we were down). */
    start(intervalMs = 2000): void {
      stopped = false;
      polling = intervalMs;
      wakeIn(0);
    },

    /** New mail was queued (and committed): deliver it soon rather than at the next poll. */
    kick(): void {
      wakeIn(KICK_DELAY_MS);
    },

    /** Stops polling and waits for the run in progress, which hands back rows it has not tried. */
    async stop(): Promise<void> {
      stopped = true;
      draining = true;
      polling = null;
      clearTimeout(timer);
      timer = undefined;
      timerDueAt = Infinity;
      // Wait until no run is queued behind the one we waited for.
      for (let last = chain; ; last = chain) {
        await last;
        if (last === chain) break;
      }
      draining = false;
    },
  };
}

const ids = (rows: OutboxRow[]) => rows.map((r) => r.id);

export type MailWorker = ReturnType<typeof createMailWorker>;
