// An order's money as a ledger: what was received and refunded, against what is due. The
// balance decides whether the order is paid, owes a refund or has a balance to collect.
import type { Pence } from './money.ts';

export const LEDGER_KINDS = ['payment', 'refund'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** How money moved: online through the provider, or recorded by hand by the business. */
export const LEDGER_METHODS = [
  'online',
  'bank_transfer',
  'cash_on_delivery',
  'card_by_phone',
] as const;
export type LedgerMethod = (typeof LEDGER_METHODS)[number];

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
}

export const BALANCE_STATES = ['settled', 'balance_due', 'refund_owed'] as const;
export type BalanceState = (typeof BALANCE_STATES)[number];

export interface OrderBalance {
  /** What the order asks for now: its total, or nothing once cancelled. */
  duePence: Pence;
  /** Received less refunded: the money the business holds for the order. */
  heldPence: Pence;
  /** Still to collect (positive) or to hand back (negative). */
  balancePence: Pence;
  state: BalanceState;
}

export function orderBalance(money: OrderMoney): OrderBalance {
  const duePence = money.status === 'cancelled' ? 0 : money.totalPence;
  const heldPence = money.receivedPence - money.refundedPence;
  const balancePence = duePence - heldPence;
  const state: BalanceState =
    balancePence > 0 ? 'balance_due' : balancePence < 0 ? 'refund_owed' : 'settled';
  return { duePence, heldPence, balancePence, state };
}

/** What the order holds beyond what it asks for: owed back to the customer (0 when none). */
export const refundOwed = (money: OrderMoney): Pence =>
  Math.max(-orderBalance(money).balancePence, 0);

/** An order is paid once what it holds covers its current total (and it still wants paying). */
export function isPaid(money: OrderMoney): boolean {
  const { duePence, heldPence } = orderBalance(money);
  return duePence > 0 && heldPence >= duePence;
}
