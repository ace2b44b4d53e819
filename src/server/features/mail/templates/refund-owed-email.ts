import { formatGBP } from '#domain/money';
import type { OutboxMessage } from '../outbox.repo.ts';
import type { EmailDocument } from './blocks.ts';
import { businessFooter } from './format.ts';
import { toOutboxMessage } from './message.ts';

/** An order the back office cancelled while it held the customer's money. */
export interface RefundOwed {
  orderId: number;
  customerName: string;
  email: string;
  totalPence: number;
  receivedPence: number;
  refundedPence: number;
  /** What must go back: everything the order still holds. */
  owedPence: number;
}

/**
 * To the business (new_orders_email) when an order holding money is cancelled: a refund is
 * owed, and the Payments tab lists it until a refund is recorded.
 */
export function refundOwedEmail(refund: RefundOwed, to: string): OutboxMessage {
  const owed = formatGBP(refund.owedPence);
  const doc: EmailDocument = {
    title: `Refund owed for order #${refund.orderId}`,
    preheader: `Order #${refund.orderId} was cancelled holding ${owed}.`,
    blocks: [
      { kind: 'heading', text: `Refund of ${owed} owed for order #${refund.orderId}` },
      {
        kind: 'paragraph',
        text: `Order #${refund.orderId} of ${refund.customerName} (${refund.email}) has been cancelled while it holds ${owed} of their money. The customer has been told that the refund of ${owed} is being arranged.`,
      },
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
