import { LEDGER_METHOD_LABELS, type BalanceState, type LedgerMethod } from '#domain/ledger';
import type { LedgerState } from '#shared/schemas/ledger';
import type { BadgeTone } from '#client/admin/components/badge.tsx';

export const LEDGER_STATE_LABELS: Record<LedgerState, string> = {
  all: 'All with money or due',
  received: 'Money received',
  refund_owed: 'Refund owed',
  balance_due: 'Balance due',
};

/** How an order's balance reads in the list, and its badge's tone. */
export const BALANCE_STATE_VIEW: Record<BalanceState, { label: string; tone: BadgeTone }> = {
  settled: { label: 'Settled', tone: 'success' },
  balance_due: { label: 'Balance due', tone: 'warning' },
  refund_owed: { label: 'Refund owed', tone: 'danger' },
};

/** A method as a refund reads: the money went back by transfer, to the card, or online. */
export const REFUND_METHOD_LABELS: Partial<Record<LedgerMethod, string>> = {
  bank_transfer: 'Bank transfer',
  card_by_phone: 'Back to the card',
  online: 'Through the payment provider',
};

export const methodLabel = (method: LedgerMethod) => LEDGER_METHOD_LABELS[method];
