import { ukDate } from '#domain/uk-date';
import { orderBalance, type LedgerKind, type LedgerMethod } from '#domain/ledger';
import { isOverpayment } from '#domain/ledger-rules';
import { penceToPounds, parsePounds } from '#domain/money';
import { orderPaymentReference } from '#domain/payment-reference';
import { orderMoneyOf } from '#shared/order-money';
import { POUNDS_PATTERN } from '#shared/schemas/fields';
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
 * to collect for a payment; the refund owed, or else all it holds, for a refund). A payment's
 * reference is the one the customer was asked to quote, which the bank statement shows.
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
    reference: kind === 'payment' ? orderPaymentReference(order.orderId) : '',
    note: '',
    overpaymentReason: '',
  };
}

/** What the order still asks for: its balance to collect, or nothing. */
export const balanceDuePence = (order: LedgerOrder): number =>
  Math.max(orderBalance(orderMoneyOf(order)).balancePence, 0);

/**
 * The payment the form holds is more than the order's balance due, so it needs a reason (and
 * the form shows the field for it); false while the amount is not yet an amount.
 */
export function needsOverpaymentReason(
  order: LedgerOrder,
  kind: LedgerKind,
  amount: RecordEntryValues['amount'],
): boolean {
  const pounds = String(amount).trim();
  if (kind !== 'payment' || !POUNDS_PATTERN.test(pounds)) return false;
  return isOverpayment(parsePounds(pounds), orderMoneyOf(order));
}

/** The request as the shared schema reads it: a reason only for an overpayment. */
export const toRequest = (
  values: RecordEntryValues,
  overpayment: boolean,
): RecordLedgerEntryRequest => ({
  ...values,
  note: values.note?.trim() || null,
  overpaymentReason: overpayment ? values.overpaymentReason?.trim() || null : null,
});
