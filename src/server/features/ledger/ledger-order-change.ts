import { refundOwed } from '#domain/ledger';
import type { OrderPayment } from '#domain/ledger-rules';
import { formatGBP } from '#domain/money';
import type { Database } from '#server/db/client';
import type { AuditLog, AuditSource } from '../audit/audit-log.ts';
import type { Outbox } from '../mail/outbox.ts';
import { refundOwedEmail } from '../mail/templates/refund-owed-email.ts';
import { moneyOf } from './ledger-mapper.ts';
import { settleOrder } from './ledger-settle.ts';
import { createLedgerRepo, type LedgerOrderRow } from './ledger.repo.ts';

/** What an order change did to the order's payment: the flags it rewrote. */
export interface SettledChange {
  flags: Partial<OrderPayment>;
}

const NOTHING: SettledChange = { flags: {} };

const owedOf = (row: LedgerOrderRow) => refundOwed(moneyOf(row));

/**
 * The ledger's part in a back-office change of an order that holds money. A new status or total
 * changes what the money pays: the payment status and flag follow (paid when covered; a refund
 * owed for what the order holds beyond its total, all of it once cancelled). A change that
 * leaves more to repay than before is audited and told to the business through the outbox.
 * `businessAddress` is read before the transaction (new_orders_email).
 */
export function createOrderChangeSettler(deps: {
  audit: Pick<AuditLog, 'record'>;
  outbox: Pick<Outbox, 'queue'>;
}) {
  return {
    async orderChanged(
      tx: Database,
      change: { before: LedgerOrderRow; after: LedgerOrderRow; businessAddress: string },
      source: AuditSource,
      at: Date,
    ): Promise<SettledChange> {
      const { before, after } = change;
      const money = moneyOf(after);
      if (money.receivedPence - money.refundedPence <= 0) return NOTHING;
      if (before.status === after.status && before.totalPrice === after.totalPrice) return NOTHING;
      const repo = createLedgerRepo(tx);
      const { flags } = await settleOrder(repo, after, money, {}, 'system', at);
      const owedPence = owedOf(after);
      if (owedPence <= owedOf(before)) return { flags };
      const cancelled = after.status === 'cancelled';
      await deps.audit.record(tx, {
        action: 'payment.refund_owed',
        ...source,
        entity: { type: 'order', id: after.id },
        before: { paymentIssue: before.paymentIssue, totalPrice: before.totalPrice },
        after: {
          paymentIssue: 'refund_due',
          refundOwed: formatGBP(owedPence),
          ...(cancelled ? {} : { totalPrice: after.totalPrice }),
        },
      });
      await deps.outbox.queue(tx, [
        refundOwedEmail(
          {
            orderId: after.id,
            customerName: `${after.firstName} ${after.lastName}`.trim(),
            email: after.email,
            cancelled,
            totalPence: money.totalPence,
            receivedPence: money.receivedPence,
            refundedPence: money.refundedPence,
            owedPence,
          },
          change.businessAddress,
        ),
      ]);
      return { flags };
    },
  };
}
