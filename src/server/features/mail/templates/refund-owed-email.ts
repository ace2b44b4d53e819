import { formatGBP } from '#domain/money';
import type { OutboxMessage } from '../outbox.repo.ts';
import type { EmailDocument } from '#server/db/email-document';
import { businessFooter } from './format.ts';
import { toOutboxMessage } from './message.ts';

/** An order the back office cancelled, or reduced below what it held of the customer's money. */
export interface RefundOwed {
  orderId: number;
  customerName: string;
  email: string;
  /** Cancelled, or changed to a total below what it holds. */
  cancelled: boolean;
  totalPence: number;
  receivedPence: number;
  refundedPence: number;
  /** What must go back: all it holds once cancelled, else what it holds beyond its total. */
  owedPence: number;
}

/** What happened to the order, and what the customer was told of it. */
function story(refund: RefundOwed, owed: string): { preheader: string; text: string } {
  const who = `Order #${refund.orderId} of ${refund.customerName} (${refund.email})`;
  if (refund.cancelled) {
    return {
      preheader: `Order #${refund.orderId} was cancelled holding ${owed}.`,
      text: `${who} has been cancelled while it holds ${owed} of their money. The customer has been told that the refund of ${owed} is being arranged.`,
    };
  }
  const held = formatGBP(refund.receivedPence - refund.refundedPence);
  const total = formatGBP(refund.totalPence);
  return {
    preheader: `Order #${refund.orderId} now totals ${total} and holds ${held}.`,
    text: `${who} has been changed to a total of ${total} while it holds ${held} of their money, so ${owed} is to be refunded. The customer's new invoice tells them that ${owed} will be refunded.`,
  };
}

/**
 * To the business (new_orders_email) when an order holding money is cancelled, or changed to
 * a total below what it holds: a refund is owed, and the Payments tab lists it until a refund
 * is recorded.
 */
export function refundOwedEmail(refund: RefundOwed, to: string): OutboxMessage {
  const owed = formatGBP(refund.owedPence);
  const { preheader, text } = story(refund, owed);
  const doc: EmailDocument = {
    title: `Refund owed for order #${refund.orderId}`,
    preheader,
    blocks: [
      { kind: 'heading', text: `Refund of ${owed} owed for order #${refund.orderId}` },
      { kind: 'paragraph', text },
      {
        kind: 'table',
        rows: [
          { label: 'Order total', value: formatGBP(refund.totalPence) },
          { label: 'Received', value: formatGBP(refund.receivedPence) },
          { label: 'Refunded so far', value: formatGBP(refund.refundedPence) },
          { label: 'Refund owed', value: owed, total: true },
        ],
      },
      {
        kind: 'paragraph',
        text: 'Make the refund, then record it in the back office (Payments, Record refund) with its reference.',
      },
    ],
    footer: businessFooter(),
  };
  return toOutboxMessage(doc, {
    to,
    replyTo: refund.email,
    subject: `Refund owed - order #${refund.orderId}`,
    orderId: refund.orderId,
  });
}
