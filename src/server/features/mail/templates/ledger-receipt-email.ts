import { formatLongUkDate } from '#domain/delivery-rounds';
import {
  LEDGER_METHOD_LABELS,
  orderBalance,
  type LedgerKind,
  type LedgerMethod,
  type OrderMoney,
} from '#domain/ledger';
import { formatGBP, type Pence } from '#domain/money';
import { site } from '#shared/site';
import type { OutboxMessage } from '../outbox.repo.ts';
import type { EmailDocument, Row } from '#server/db/email-document';
import { businessFooter } from './format.ts';
import { toOutboxMessage } from './message.ts';

/** Money the business recorded by hand for an order, and the order's money after it. */
export interface RecordedMoney {
  orderId: number;
  email: string;
  name: string;
  kind: LedgerKind;
  method: LedgerMethod;
  amountPence: Pence;
  /** The day the money moved, YYYY-MM-DD. */
  movedOn: string;
  reference: string | null;
  /** The order's money with this entry in it. */
  after: OrderMoney;
}

/** Where the order's money stands now, in the customer's words. */
function balanceRow(money: OrderMoney): Row {
  const { balancePence } = orderBalance(money);
  if (balancePence > 0)
    return { label: 'Still to pay', value: formatGBP(balancePence), total: true };
  if (balancePence < 0 || money.status === 'cancelled') {
    return {
      label: 'Still to be refunded',
      value: formatGBP(Math.max(-balancePence, 0)),
      total: true,
    };
  }
  return { label: 'Balance', value: `${formatGBP(0)}: paid in full`, total: true };
}

/**
 * To the customer when the business records a payment or a refund for their order: the
 * amount, how and when it moved, and what is left either way. The refund receipt is the
 * message the cancellation email promises ('we will let you know when it has been made').
 */
export function ledgerReceiptEmail(money: RecordedMoney): OutboxMessage {
  const amount = formatGBP(money.amountPence);
  const isPayment = money.kind === 'payment';
  const heading = isPayment ? 'Thank you for your payment' : 'Your refund has been made';
  const lead = isPayment
    ? `We have received your payment of ${amount} for order #${money.orderId}.`
    : `We have refunded ${amount} for order #${money.orderId}.`;
  const doc: EmailDocument = {
    title: heading,
    preheader: lead,
    blocks: [
      { kind: 'heading', text: heading },
      { kind: 'paragraph', text: `Dear ${money.name},` },
      { kind: 'paragraph', text: lead },
      {
        kind: 'table',
        rows: [
          { label: 'Amount', value: amount },
          { label: 'Method', value: LEDGER_METHOD_LABELS[money.method] },
          { label: 'Date', value: formatLongUkDate(money.movedOn) },
          ...(money.reference ? [{ label: 'Reference', value: money.reference }] : []),
          balanceRow(money.after),
        ],
      },
      {
        kind: 'paragraph',
        text: `Questions? Call us on ${site.phone.display} or email ${site.email}, quoting order #${money.orderId}.`,
      },
    ],
    footer: businessFooter(),
  };
  return toOutboxMessage(doc, {
    to: money.email,
    replyTo: site.email,
    subject: `${isPayment ? 'Payment received' : 'Refund made'} for order #${money.orderId} - ${site.tradingName}`,
    orderId: money.orderId,
  });
}
