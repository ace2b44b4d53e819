import type { OrderMoney } from '#domain/ledger';
import { paymentAfterLedger, type OrderPayment } from '#domain/ledger-rules';
import type { createLedgerRepo, LedgerOrderRow, OrderMoneyChange } from './ledger.repo.ts';

type Actor = 'system' | 'admin' | 'provider';

/** The flags that differ from the order's: what to write, and nothing when nothing changes. */
export function changedFlags(order: OrderPayment, next: OrderPayment): Partial<OrderPayment> {
  return {
    ...(next.paymentStatus !== order.paymentStatus ? { paymentStatus: next.paymentStatus } : {}),
    ...(next.paymentIssue !== order.paymentIssue ? { paymentIssue: next.paymentIssue } : {}),
  };
}

/**
 * Writes the order's new sums and the payment status and flag its money now gives it, with an
 * event per changed flag. `money` is the order's money after the change (sums included).
 */
export async function settleOrder(
  repo: ReturnType<typeof createLedgerRepo>,
  order: LedgerOrderRow,
  money: OrderMoney,
  sums: Pick<OrderMoneyChange, 'addReceived' | 'addRefunded' | 'addWrittenOff' | 'method'>,
  actor: Actor,
  at: Date,
): Promise<{ row: LedgerOrderRow; flags: Partial<OrderPayment> }> {
  const flags = changedFlags(order, paymentAfterLedger(money, order));
  const row = await repo.updateOrder(order.id, { ...sums, ...flags }, at);
  if (!row) throw new Error(`Order ${order.id} vanished while its money was settled`);
  await repo.addEvents([
    ...(flags.paymentStatus
      ? [
          {
            orderId: order.id,
            actor,
            type: 'payment_status',
            field: 'paymentStatus',
            oldValue: order.paymentStatus,
            newValue: flags.paymentStatus,
            createdAt: at,
          },
        ]
      : []),
    ...('paymentIssue' in flags
      ? [
          {
            orderId: order.id,
            actor,
            type: 'payment_issue',
            field: 'paymentIssue',
            oldValue: order.paymentIssue,
            newValue: flags.paymentIssue ?? null,
            createdAt: at,
          },
        ]
      : []),
  ]);
  return { row, flags };
}
