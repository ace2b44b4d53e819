import { LEDGER_METHOD_LABELS, type LedgerMethod } from '#domain/ledger';
import type { LedgerState } from '#shared/schemas/ledger';

export const LEDGER_STATE_LABELS: Record<LedgerState, string> = {
  all: 'All with money or due',
  received: 'Money received',
  refund_owed: 'Refund owed',
  balance_due: 'Balance due',
};

/** A method as a refund reads: the money went back by transfer, to the card, or online. */
export const REFUND_METHOD_LABELS: Partial<Record<LedgerMethod, string>> = {
  bank_transfer: 'Bank transfer',
  card_by_phone: 'Back to the card',
  online: 'Through the payment provider',
};

export const methodLabel = (method: LedgerMethod) => LEDGER_METHOD_LABELS[method];
