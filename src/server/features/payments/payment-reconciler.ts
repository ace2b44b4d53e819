// The fallback for missed notices: open payment attempts are read from the provider on a
// schedule. A read that fails is recorded on its attempt and retried later with a back-off, so a
// few broken attempts never hold up the others; attempts open too long are given up.
import type { FastifyBaseLogger } from 'fastify';
import { isPastGiveUpAge, nextCheckAt } from '#domain/payment-checks';
import type { DatabaseHandle } from '#server/db/client';
import {
  createPaymentChecksRepo,
  withReconcileLock,
  type DueAttempt,
} from './payment-checks.repo.ts';
import { PaymentProviderError } from './providers/payment-provider.ts';

/** How often the shop looks for attempts due a check (once across all app servers). */
export const RECONCILE_EVERY_MS = 60_000;
/** Attempts read per run, so one run stays short however many are due. */
export const RECONCILE_BATCH = 20;
const MAX_ERROR_LENGTH = 200;

export type ReconcileResult =
  | { ran: true; checked: number; failed: number; expired: number }
  /** busy: a run is going on in this process; locked: another app server is running one. */
  | { ran: false; reason: 'busy' | 'locked' };

export type ReconcileOutcome = 'ran' | 'busy' | 'locked' | 'error';

export interface PaymentReconciler {
  runOnce(): Promise<ReconcileResult>;
}

/** Databases with a run going on in this process: one run at a time, however many reconcilers. */
const running = new WeakSet<object>();

export function createPaymentReconciler(deps: {
  database: Pick<DatabaseHandle, 'db' | 'kind'>;
  /** Reads the payment from the provider and applies its status; throws when the read fails. */
  syncPayment: (providerPaymentId: string) => Promise<unknown>;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'debug'>;
  batchSize?: number;
  /** Told how each run ended (the metrics count them). */
  onRun?: (outcome: ReconcileOutcome) => void;
}): PaymentReconciler {
  const repo = createPaymentChecksRepo(deps.database.db);
  const batchSize = deps.batchSize ?? RECONCILE_BATCH;

  /** Reads one attempt; true when the read worked. */
  async function check(attempt: DueAttempt): Promise<boolean> {
    try {
      if (!attempt.providerPaymentId) {
        throw new PaymentProviderError('rejected', 'The attempt has no provider payment id');
      }
      await deps.syncPayment(attempt.providerPaymentId);
      await repo.recordSuccess(attempt.id, nextCheckAt(deps.now(), 0));
      return true;
    } catch (error) {
      const failures = attempt.checkFailures + 1;
      deps.log.warn({ err: error, paymentId: attempt.id, failures }, 'payment status check failed');
      await repo.recordFailure(attempt.id, {
        failures,
        error: describeFailure(error),
        nextCheckAt: nextCheckAt(deps.now(), failures),
      });
      return false;
    }
  }

  async function reconcile(): Promise<ReconcileResult> {
    const due = await repo.listDue(deps.now(), batchSize);
    let failed = 0;
    let expired = 0;
    for (const attempt of due) {
      // An old attempt gets one last read (it may have been paid) before it is given up.
      if (!(await check(attempt))) failed += 1;
      const now = deps.now();
      if (isPastGiveUpAge(attempt.createdAt, now) && (await repo.expire(attempt.id, now))) {
        expired += 1;
      }
    }
    const summary = { ran: true as const, checked: due.length, failed, expired };
    if (due.length > 0) deps.log.info(summary, 'payment reconciliation');
    else deps.log.debug(summary, 'payment reconciliation: nothing due');
    return summary;
  }

  return {
    async runOnce() {
      const key = deps.database.db;
      if (running.has(key)) {
        deps.onRun?.('busy');
        return { ran: false, reason: 'busy' };
      }
      running.add(key);
      try {
        const result: ReconcileResult = (await withReconcileLock(deps.database, reconcile)) ?? {
          ran: false,
          reason: 'locked',
        };
        deps.onRun?.(result.ran ? 'ran' : result.reason);
        return result;
      } catch (error) {
        deps.onRun?.('error');
        throw error;
      } finally {
        running.delete(key);
      }
    },
  };
}

/** What the attempt's row keeps of a failure: short, and the provider's words at most. */
export function describeFailure(error: unknown): string {
  const text =
    error instanceof PaymentProviderError
      ? `${error.status ? `HTTP ${error.status}: ` : ''}${error.message}`
      : // Other errors (the database, a bug) may quote anything: their details go to the log only.
        `Unexpected error${error instanceof Error ? ` (${error.name})` : ''}, see the log`;
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 3)}...` : text;
}
