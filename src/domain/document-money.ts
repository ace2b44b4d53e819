// What an invoice or credit note says of the order's money: what was received for it and what
// goes back. No document reads 'Paid in full' while it holds more than the order now asks for.
import type { InvoiceDocument } from './invoice.ts';
import { writeOffInForce } from './ledger.ts';
import { formatGBP, type Pence } from './money.ts';

export interface DocumentMoney {
  /** Held for the order at issue (received less refunded). */
  receivedPence: Pence;
  /** What the order asked for at issue: the invoice's total, or the changed order's. */
  duePence: Pence;
  /** Held beyond what is due, less any the customer said to keep: owed back to them. */
  refundPence: Pence;
  /** An overpayment the customer said the business may keep (0 when none). */
  keptPence: Pence;
  /** A balance the business gave up (0 when none); not named to the customer as such. */
  waivedPence: Pence;
}

/** The money a document states, or null on one issued before documents stated it. */
export function documentMoney(document: InvoiceDocument): DocumentMoney | null {
  const { payment } = document;
  if (!payment) return null;
  const duePence =
    document.kind === 'invoice' ? document.figures.grossPence : payment.orderDuePence;
  if (duePence === undefined) return null;
  const receivedPence = payment.receivedPence;
  const gapPence = duePence - receivedPence;
  const writtenOffPence = writeOffInForce(gapPence, payment.writtenOffPence ?? 0);
  return {
    receivedPence,
    duePence,
    refundPence: Math.max(writtenOffPence - gapPence, 0),
    keptPence: Math.max(-writtenOffPence, 0),
    waivedPence: Math.max(writtenOffPence, 0),
  };
}

/**
 * The document's lines about money received and owed back. An invoice not yet paid in full
 * says nothing here: its 'How to pay' names the amount due, less what was received.
 */
export function documentMoneyLines(document: InvoiceDocument): string[] {
  const money = documentMoney(document);
  if (!money) return [];
  const received = formatGBP(money.receivedPence);
  const refund = formatGBP(money.refundPence);
  const kept = money.keptPence > 0 ? [`Kept at your request: ${formatGBP(money.keptPence)}.`] : [];
  if (document.kind === 'credit_note') {
    return [
      `Received for order #${document.orderId}: ${received}.`,
      ...kept,
      money.refundPence > 0 ? `To be refunded to you: ${refund}.` : 'Nothing is to be refunded.',
    ];
  }
  if (money.refundPence > 0 || money.keptPence > 0) {
    return [
      `Received: ${received}.`,
      `Invoice total: ${formatGBP(money.duePence)}.`,
      ...kept,
      money.refundPence > 0 ? `To be refunded to you: ${refund}.` : 'Nothing is to be refunded.',
    ];
  }
  if (money.receivedPence > 0 && money.receivedPence === money.duePence) {
    return [`Paid in full: ${received} received. Thank you.`];
  }
  // A balance given up: the customer reads that nothing more is due, not that it was written off.
  if (money.waivedPence > 0 && money.receivedPence + money.waivedPence >= money.duePence) {
    return money.receivedPence > 0
      ? [`Received: ${received}. Nothing more is due. Thank you.`]
      : ['Nothing more is due.'];
  }
  return [];
}

/** What the document's email tells the customer of money to be refunded, or null. */
export function documentRefundSentence(document: InvoiceDocument): string | null {
  const money = documentMoney(document);
  if (!money || money.refundPence === 0) return null;
  const received = `We have received ${formatGBP(money.receivedPence)} for order #${document.orderId}`;
  const refund = `${formatGBP(money.refundPence)} will be refunded to you`;
  return document.kind === 'invoice'
    ? `${received}; its invoice total is ${formatGBP(money.duePence)}, so ${refund}.`
    : `${received}; ${refund}.`;
}
