import {
  accountsToDelete,
  emailsToDelete,
  ordersToAnonymise,
  retentionCutoffs,
  type RetentionCutoffs,
  type RetentionPeriods,
} from '#domain/retention';
import type { Database } from '#server/db/client';
import type { AuditLog } from '../audit/audit-log.ts';
import { anonymiseOrders } from './order-erasure.repo.ts';
import { createRetentionRepo } from './retention.repo.ts';

/** Once a day is soon enough for periods counted in days, months and years. */
export const RETENTION_EVERY_MS = 24 * 60 * 60 * 1000;
/** Rows per transaction: a batch of erasures never holds its locks for long. */
const BATCH = 200;

export const RETENTION_KINDS = [
  'order',
  'invoice_document',
  'account',
  'sent_email',
  'session',
  'reset_token',
  'audit_entry',
] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

/** What one run did, by kind; `audit_entry` is null when the database cannot prune its log. */
export type RetentionReport = Record<Exclude<RetentionKind, 'audit_entry'>, number> & {
  audit_entry: number | null;
};

/**
 * The daily retention run: erases or deletes what has outlived its period (#domain/retention
 * decides what is due), then writes one audit entry with the counts (never who or what).
 */
export function createRetention(deps: {
  db: Database;
  periods: () => Promise<RetentionPeriods>;
  audit: Pick<AuditLog, 'record'>;
  now: () => Date;
  log: { info: (details: object, message: string) => void };
  onItems?: (kind: RetentionKind, count: number) => void;
}) {
  const repo = createRetentionRepo(deps.db);

  async function eraseOrders(cutoffs: RetentionCutoffs, periods: RetentionPeriods, now: Date) {
    const totals = { order: 0, invoice_document: 0 };
    const placedBefore = new Date(
      Math.max(cutoffs.invoicedBefore.getTime(), cutoffs.uninvoicedBefore.getTime()),
    );
    for (let afterId = 0; ;) {
      const batch = await repo.closedOrders(afterId, placedBefore, BATCH);
      const due = ordersToAnonymise(batch, cutoffs);
      if (due.length > 0) {
        const done = await deps.db.transaction((tx) =>
          anonymiseOrders(tx, due, { now, invoicedOrderYears: periods.invoicedOrderYears }),
        );
        totals.order += done.orders;
        totals.invoice_document += done.invoiceDocuments;
      }
      const last = batch.at(-1);
      if (!last || batch.length < BATCH) return totals;
      afterId = last.id;
    }
  }

  async function deleteAccounts(cutoffs: RetentionCutoffs, now: Date): Promise<number> {
    const before = cutoffs.inactiveBefore;
    if (before === null) return 0;
    let deleted = 0;
    for (let afterId = 0; ;) {
      const batch = await repo.idleAccounts(afterId, before, BATCH);
      const due = accountsToDelete(batch, cutoffs);
      if (due.length > 0) {
        deleted += await deps.db.transaction((tx) =>
          createRetentionRepo(tx).deleteAccounts(due, now),
        );
      }
      const last = batch.at(-1);
      if (!last || batch.length < BATCH) return deleted;
      afterId = last.id;
    }
  }

  async function deleteEmails(cutoffs: RetentionCutoffs): Promise<number> {
    let deleted = 0;
    for (let afterId = 0; ;) {
      const batch = await repo.doneEmails(afterId, cutoffs.sentEmailsBefore, BATCH);
      const due = emailsToDelete(batch, cutoffs);
      if (due.length > 0) {
        deleted += await deps.db.transaction((tx) => createRetentionRepo(tx).deleteEmails(due));
      }
      const last = batch.at(-1);
      if (!last || batch.length < BATCH) return deleted;
      afterId = last.id;
    }
  }

  return {
    async runOnce(): Promise<RetentionReport> {
      const now = deps.now();
      const periods = await deps.periods();
      const cutoffs = retentionCutoffs(periods, now);
      const report: RetentionReport = {
        ...(await eraseOrders(cutoffs, periods, now)),
        account: await deleteAccounts(cutoffs, now),
        sent_email: await deleteEmails(cutoffs),
        session: await repo.deleteExpiredSessions(now),
        reset_token: await repo.deleteDeadResetTokens(now),
        audit_entry: await repo.pruneAuditLog(cutoffs.auditBefore),
      };
      if (report.audit_entry === null) {
        deps.log.info(
          { before: cutoffs.auditBefore.toISOString() },
          'audit entries not pruned: the database has no prune_audit_log function',
        );
      }
      for (const kind of RETENTION_KINDS) deps.onItems?.(kind, report[kind] ?? 0);
      await deps.db.transaction((tx) =>
        deps.audit.record(tx, {
          action: 'privacy.retention_applied',
          actor: 'system',
          after: { ...report, auditPruned: report.audit_entry !== null },
        }),
      );
      deps.log.info({ ...report }, 'retention periods applied');
      return report;
    },
  };
}

export type Retention = ReturnType<typeof createRetention>;
