import { ukDate } from '#domain/uk-date';
import type { LedgerKind, LedgerMethod } from '#domain/ledger';
import { penceToPounds, parsePounds } from '#domain/money';
import {
  MANUAL_PAYMENT_METHODS,
  REFUND_METHODS,
  type LedgerOrder,
  type RecordLedgerEntryRequest,
} from '#shared/schemas/ledger';
import { heldPence } from '#client/admin/features/payments/ledger-table.tsx';

/** The form's values: every field as the inputs hold it (text), the kind fixed by the button. */
export type RecordEntryValues = RecordLedgerEntryRequest;

export const methodsFor = (kind: LedgerKind): readonly LedgerMethod[] =>
  kind === 'refund' ? REFUND_METHODS : MANUAL_PAYMENT_METHODS;

/**
 * What the dialog starts with: today, and the amount that would settle the order (the balance
 * to collect for a payment; the refund owed, or else all it holds, for a refund).
 */
export function recordEntryDefaults(
  order: LedgerOrder,
  kind: LedgerKind,
  now: Date,
): RecordEntryValues {
  const balance = order.balance.startsWith('-')
    ? -parsePounds(order.balance.slice(1))
    : parsePounds(order.balance);
  const refund = balance < 0 ? -balance : heldPence(order);
  const suggested = kind === 'payment' ? Math.max(balance, 0) : refund;
  return {
    kind,
    method: 'bank_transfer',
    amount: suggested > 0 ? penceToPounds(suggested) : '',
    movedOn: ukDate(now),
    reference: '',
    note: '',
  };
}

/** The request as the shared schema reads it. */
export const toRequest = (values: RecordEntryValues): RecordLedgerEntryRequest => ({
  ...values,
  note: values.note?.trim() || null,
});
