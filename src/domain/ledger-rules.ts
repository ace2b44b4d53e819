// What a ledger entry may be, and what the order's payment status and flag become after one:
// the ledger is the truth of the money, the order's paymentStatus and paymentIssue follow it.
import {
  isPaid,
  orderBalance,
  refundOwed,
  writeOffSign,
  type LedgerKind,
  type WriteOffPart,
  type OrderMoney,
} from './ledger.ts';
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

/**
 * The most an order's received money may come to: its sums are numeric(10,2) columns, so past
 * this a payment could not be stored (and the next entry would fail on the sum).
 */
export const MAX_ORDER_RECEIVED_PENCE: Pence = 9_999_999_999;

export interface EntryToCheck {
  kind: LedgerKind;
  amountPence: Pence;
  /**
   * Why a payment is more than the balance due (paid twice, rounded up...); without one such a
   * payment is refused, with one it is recorded and the difference shows as a refund owed.
   */
  overpaymentReason: string | null;
  /** YYYY-MM-DD, the UK day the money moved. */
  movedOn: string;
  /** YYYY-MM-DD, the UK day the order was placed. */
  orderPlacedOn: string;
  money: OrderMoney;
}

export type EntryProblem =
  | { kind: 'refund_exceeds_held'; message: string }
  | { kind: 'before_order'; message: string }
  | { kind: 'overpayment_unexplained'; message: string }
  | { kind: 'over_order_limit'; message: string };

/** Why a payment larger than the balance due needs a reason, naming both amounts. */
export function overpaymentMessage(amountPence: Pence, money: OrderMoney): string {
  const duePence = Math.max(orderBalance(money).balancePence, 0);
  const over = formatGBP(amountPence - duePence);
  const reason =
    'Give a reason to record the overpayment: the difference will show as a refund owed.';
  return duePence > 0
    ? `This is ${over} more than the ${formatGBP(duePence)} due. ${reason}`
    : `Nothing is due on this order. ${reason}`;
}

/** Whether a payment of this much would be more than the order still asks for. */
export const isOverpayment = (amountPence: Pence, money: OrderMoney): boolean =>
  amountPence > Math.max(orderBalance(money).balancePence, 0);

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
  if (
    entry.kind === 'payment' &&
    entry.money.receivedPence + entry.amountPence > MAX_ORDER_RECEIVED_PENCE
  ) {
    return {
      kind: 'over_order_limit',
      message: `An order's payments cannot come to more than ${formatGBP(MAX_ORDER_RECEIVED_PENCE)}.`,
    };
  }
  if (
    entry.kind === 'payment' &&
    !entry.overpaymentReason &&
    isOverpayment(entry.amountPence, entry.money)
  ) {
    return {
      kind: 'overpayment_unexplained',
      message: overpaymentMessage(entry.amountPence, entry.money),
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

/** The refund a cancelled order owes its customer: all it still holds, less any it kept. */
export function refundOnCancellation(money: OrderMoney): Pence {
  return money.status === 'cancelled' ? refundOwed(money) : 0;
}

/**
 * What the customer reads for the order's payment: a refund being arranged (all a cancelled
 * order holds, or what a reduced one holds beyond its total), or the status.
 */
export function customerPaymentNote(money: OrderMoney, paymentStatus: PaymentStatus): string {
  const refundPence = refundOwed(money);
  return refundPence > 0 ? `Refund of ${formatGBP(refundPence)} being arranged` : paymentStatus;
}

/** The order's sums once `amountPence` of what `part` names is written off (or, -1, restored). */
export function withWriteOff(
  money: OrderMoney,
  part: WriteOffPart,
  amountPence: Pence,
  direction: 1 | -1 = 1,
): OrderMoney {
  return {
    ...money,
    writtenOffPence: money.writtenOffPence + direction * writeOffSign(part) * amountPence,
  };
}

export type WriteOffProblem =
  | { kind: 'nothing_to_write_off'; message: string }
  | { kind: 'not_confirmed'; message: string }
  | { kind: 'more_than_outstanding'; message: string };

/**
 * What a write-off of `amountPence` gives up on the order as it stands (the balance due, or the
 * overpayment held beyond it), or why it cannot be recorded. A balance is only given up on a
 * confirmed order: one not yet confirmed owes nothing yet, a cancelled one asks for nothing.
 */
export function writeOffOf(
  money: OrderMoney,
  amountPence: Pence,
): { part: WriteOffPart } | { problem: WriteOffProblem } {
  const { balancePence } = orderBalance(money);
  if (balancePence === 0) {
    return {
      problem: {
        kind: 'nothing_to_write_off',
        message:
          'Nothing is due or to be refunded on this order, so there is nothing to write off.',
      },
    };
  }
  const part: WriteOffPart = balancePence > 0 ? 'balance' : 'overpayment';
  if (part === 'balance' && money.status !== 'confirmed') {
    return {
      problem: {
        kind: 'not_confirmed',
        message: 'Only a confirmed order’s balance can be written off.',
      },
    };
  }
  const outstanding = Math.abs(balancePence);
  if (amountPence > outstanding) {
    const what = part === 'balance' ? 'due' : 'to be refunded';
    return {
      problem: {
        kind: 'more_than_outstanding',
        message: `A write-off cannot be more than the ${formatGBP(outstanding)} ${what}.`,
      },
    };
  }
  return { part };
}
