import { LEDGER_METHOD_LABELS, type BalanceState, type LedgerMethod } from '#domain/ledger';
import type { LedgerState } from '#shared/schemas/ledger';
import type { OrderStatus } from '#shared/schemas/orders';
import type { BadgeTone } from '#client/admin/components/badge.tsx';

export const LEDGER_STATE_LABELS: Record<LedgerState, string> = {
  all: 'All with money or due',
  received: 'Money received',
  refund_owed: 'Refund owed',
  balance_due: 'Balance due',
};

const BALANCE_STATE_VIEW: Record<BalanceState, { label: string; tone: BadgeTone }> = {
  settled: { label: 'Settled', tone: 'success' },
  balance_due: { label: 'Balance due', tone: 'warning' },
  refund_owed: { label: 'Refund owed', tone: 'danger' },
};

/**
 * How an order's balance reads (the ledger and the order's view), and its badge's tone. A
 * pending order owes nothing yet: it is paid once confirmed and invoiced, within the terms.
 */
export function balanceView(
  status: OrderStatus,
  state: BalanceState,
): { label: string; tone: BadgeTone } {
  if (status === 'pending' && state === 'balance_due') {
    return { label: 'To pay once confirmed', tone: 'neutral' };
  }
  return BALANCE_STATE_VIEW[state];
}

/** A method as a refund reads: the money went back by transfer, to the card, or online. */
export const REFUND_METHOD_LABELS: Partial<Record<LedgerMethod, string>> = {
  bank_transfer: 'Bank transfer',
  card_by_phone: 'Back to the card',
  online: 'Through the payment provider',
};

export const methodLabel = (method: LedgerMethod) => LEDGER_METHOD_LABELS[method];
