// What a ledger entry may be, and what the order's payment status and flag become after one:
// the ledger is the truth of the money, the order's paymentStatus and paymentIssue follow it.
import { isPaid, orderBalance, type LedgerKind, type OrderMoney } from './ledger.ts';
import { formatGBP, type Pence } from './money.ts';
import type { PaymentIssue } from './payment-match.ts';
import type { PaymentStatus } from './payment-status.ts';

export interface OrderPayment {
  paymentStatus: PaymentStatus;
  paymentIssue: PaymentIssue | null;
}

/**
 * The order's payment status and flag once its money is `money`. Paid (completed) when what it
 * holds covers its current total; refunded once everything received has gone back; a refund
 * owed or a balance still to collect on money already received is flagged, so the Orders tab's
 * existing flags show it. Otherwise the status is left as the provider's last report made it,
 * except that an order no longer covered is no longer completed.
 */
export function paymentAfterLedger(money: OrderMoney, current: OrderPayment): OrderPayment {
  const { state, heldPence } = orderBalance(money);
  const paymentIssue: PaymentIssue | null =
    state === 'refund_owed'
      ? 'refund_due'
      : state === 'balance_due' && heldPence > 0
        ? 'balance_due'
        : null;
  if (isPaid(money)) return { paymentStatus: 'completed', paymentIssue };
  if (money.receivedPence > 0 && heldPence <= 0) return { paymentStatus: 'refunded', paymentIssue };
  const uncovered = money.status !== 'cancelled' && current.paymentStatus === 'completed';
  return { paymentStatus: uncovered ? 'pending' : current.paymentStatus, paymentIssue };
}

/** The order's sums once an entry of `kind` for `amountPence` is added. */
export function withEntry(money: OrderMoney, kind: LedgerKind, amountPence: Pence): OrderMoney {
  return kind === 'payment'
    ? { ...money, receivedPence: money.receivedPence + amountPence }
    : { ...money, refundedPence: money.refundedPence + amountPence };
}

export interface EntryToCheck {
  kind: LedgerKind;
  amountPence: Pence;
  /** YYYY-MM-DD, the UK day the money moved. */
  movedOn: string;
  /** YYYY-MM-DD, the UK day the order was placed. */
  orderPlacedOn: string;
  money: OrderMoney;
}

export type EntryProblem =
  { kind: 'refund_exceeds_held'; message: string } | { kind: 'before_order'; message: string };

/** Why an entry cannot be recorded against the order as it stands, or null when it can. */
export function ledgerEntryProblem(entry: EntryToCheck): EntryProblem | null {
  const heldPence = entry.money.receivedPence - entry.money.refundedPence;
  if (entry.kind === 'refund' && entry.amountPence > heldPence) {
    return {
      kind: 'refund_exceeds_held',
      message:
        heldPence > 0
          ? `A refund cannot be more than the ${formatGBP(heldPence)} the order holds.`
          : 'The order holds no money to refund.',
    };
  }
  if (entry.movedOn < entry.orderPlacedOn) {
    return {
      kind: 'before_order',
      message: `The date cannot be before the order was placed (${entry.orderPlacedOn}).`,
    };
  }
  return null;
}

/** The refund a cancelled order owes its customer: all it still holds (0 when none). */
export function refundOnCancellation(money: OrderMoney): Pence {
  const heldPence = money.receivedPence - money.refundedPence;
  return money.status === 'cancelled' && heldPence > 0 ? heldPence : 0;
}

/** What the customer reads for the order's payment: a refund being arranged, or the status. */
export function customerPaymentNote(money: OrderMoney, paymentStatus: PaymentStatus): string {
  const refundPence = refundOnCancellation(money);
  return refundPence > 0 ? `Refund of ${formatGBP(refundPence)} being arranged` : paymentStatus;
}
