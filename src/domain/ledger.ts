// An order's money as a ledger: what was received and refunded, against what is due. The
// balance decides whether the order is paid, owes a refund or has a balance to collect.
import type { Pence } from './money.ts';

export const LEDGER_KINDS = ['payment', 'refund'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * Every kind of entry: money moved (payment, refund), or a balance the business gave up or an
 * overpayment it kept (write_off), and the entry undoing a mistaken write-off.
 */
export const LEDGER_ENTRY_KINDS = [...LEDGER_KINDS, 'write_off', 'write_off_reversal'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** What a write-off gives up: a balance due, or an overpayment the customer said to keep. */
export const WRITE_OFF_PARTS = ['balance', 'overpayment'] as const;
export type WriteOffPart = (typeof WRITE_OFF_PARTS)[number];

/** How money moved: online through the provider, or recorded by hand by the business. */
export const LEDGER_METHODS = [
  'online',
  'bank_transfer',
  'cash_on_delivery',
  'card_by_phone',
] as const;
export type LedgerMethod = (typeof LEDGER_METHODS)[number];
/** An entry's method: a write-off moves no money, so its method is none. */
export const LEDGER_ENTRY_METHODS = [...LEDGER_METHODS, 'none'] as const;
export type LedgerEntryMethod = (typeof LEDGER_ENTRY_METHODS)[number];

export const LEDGER_METHOD_LABELS: Record<LedgerMethod, string> = {
  online: 'Online payment',
  bank_transfer: 'Bank transfer',
  cash_on_delivery: 'Cash on delivery',
  card_by_phone: 'Card by phone',
};

export interface OrderMoney {
  status: 'pending' | 'confirmed' | 'cancelled';
  totalPence: Pence;
  receivedPence: Pence;
  refundedPence: Pence;
  /**
   * Written off, net of reversals: positive for a balance the business gave up, negative for an
   * overpayment it kept. Either way it closes the gap between what is due and what is held.
   */
  writtenOffPence: Pence;
}

export const BALANCE_STATES = ['settled', 'balance_due', 'refund_owed'] as const;
export type BalanceState = (typeof BALANCE_STATES)[number];

export interface OrderBalance {
  /** What the order asks for now: its total, or nothing once cancelled. */
  duePence: Pence;
  /** Received less refunded: the money the business holds for the order. */
  heldPence: Pence;
  /**
   * The part of the write-offs that closes the gap between what is due and what is held now:
   * positive for a balance given up, negative for an overpayment kept, 0 when there is no gap.
   */
  writtenOffPence: Pence;
  /** Still to collect (positive) or to hand back (negative), after any write-off. */
  balancePence: Pence;
  state: BalanceState;
}

/**
 * How much of what was written off still closes the gap between what is due and what is held.
 * A write-off only ever closes that gap, never crosses it: a balance given up cannot become
 * money owed back when the order is later cancelled or reduced, nor an overpayment kept a
 * balance to collect when the order grows.
 */
export function writeOffInForce(gapPence: Pence, writtenOffPence: Pence): Pence {
  if (gapPence > 0) return Math.min(Math.max(writtenOffPence, 0), gapPence);
  if (gapPence < 0) return Math.max(Math.min(writtenOffPence, 0), gapPence);
  return 0;
}

export function orderBalance(money: OrderMoney): OrderBalance {
  const duePence = money.status === 'cancelled' ? 0 : money.totalPence;
  const heldPence = money.receivedPence - money.refundedPence;
  const gapPence = duePence - heldPence;
  const writtenOffPence = writeOffInForce(gapPence, money.writtenOffPence);
  const balancePence = gapPence - writtenOffPence;
  const state: BalanceState =
    balancePence > 0 ? 'balance_due' : balancePence < 0 ? 'refund_owed' : 'settled';
  return { duePence, heldPence, writtenOffPence, balancePence, state };
}

/** What the order holds beyond what it asks for: owed back to the customer (0 when none). */
export const refundOwed = (money: OrderMoney): Pence =>
  Math.max(-orderBalance(money).balancePence, 0);

/**
 * An order is paid once what it holds, with any balance written off, covers its current total
 * (and it still wants paying): a written-off balance is settled, not still due.
 */
export function isPaid(money: OrderMoney): boolean {
  const { duePence, balancePence } = orderBalance(money);
  return duePence > 0 && balancePence <= 0;
}

/** A balance given up counts for the part written off; an overpayment kept, against it. */
export const writeOffSign = (part: WriteOffPart): 1 | -1 => (part === 'balance' ? 1 : -1);
