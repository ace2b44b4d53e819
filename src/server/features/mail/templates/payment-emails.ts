import { formatGBP } from '#domain/money';
import type { PaymentIssue, PaymentMatch } from '#domain/payment-match';
import { site } from '#shared/site';
import type { OutboxMessage } from '../outbox.repo.ts';
import type { Block, EmailDocument } from '#server/db/email-document';
import { businessFooter } from './format.ts';
import { toOutboxMessage } from './message.ts';

/** One completed payment attempt and what it did to its order. */
export interface ReceivedPayment {
  orderId: number;
  email: string;
  firstName: string;
  lastName: string;
  reference: string;
  /** What the provider collected: the only amount an email may call paid. */
  amountPence: number;
  /** What the order still asked for before this payment: its total less money already held. */
  amountDuePence: number;
  orderStatus: string;
  match: PaymentMatch;
  /** The order's issue after this payment, if the business has something to put right. */
  orderIssue: PaymentIssue | null;
}

const ISSUE_LABELS: Record<PaymentIssue, string> = {
  refund_due: 'Refund due',
  balance_due: 'Balance due',
};

const fullName = (p: ReceivedPayment) => `${p.firstName} ${p.lastName}`.trim();

/** For the customer, when the payment does not pay the order as it now stands. */
function customerNote(p: ReceivedPayment): string | null {
  const due = formatGBP(p.amountDuePence);
  if (p.match === 'pays_order') return null;
  if (p.orderStatus === 'cancelled')
    return `Your order #${p.orderId} has been cancelled, so we will refund this payment.`;
  if (p.match === 'balance_due')
    return `This is less than the ${due} due on your order. We will be in touch about the balance.`;
  return `The amount due on your order was ${due}, so we will be in touch to refund what you paid in excess.`;
}

function receiptRows(p: ReceivedPayment) {
  return [
    { label: 'Order number', value: `#${p.orderId}` },
    { label: 'Payment reference', value: p.reference },
    { label: 'Amount paid', value: formatGBP(p.amountPence), total: true },
  ];
}

function customerDocument(p: ReceivedPayment): EmailDocument {
  const note = customerNote(p);
  return {
    title: `Payment received for order #${p.orderId}`,
    preheader: `We have received ${formatGBP(p.amountPence)} for order #${p.orderId}.`,
    blocks: [
      { kind: 'heading', text: `Payment received for order #${p.orderId}` },
      {
        kind: 'paragraph',
        text: `Dear ${fullName(p)}, thank you: your online payment for order #${p.orderId} has been received.`,
      },
      { kind: 'table', rows: receiptRows(p) },
      ...(note ? [{ kind: 'paragraph' as const, text: note }] : []),
      {
        kind: 'paragraph',
        text: `We will be in touch to arrange delivery. Questions? Call ${site.phone.display} or email ${site.email}.`,
      },
    ],
    footer: businessFooter(),
  };
}

function businessDocument(p: ReceivedPayment): EmailDocument {
  const attention = p.orderIssue !== null || p.match !== 'pays_order';
  const title = attention
    ? `Payment needs attention for order #${p.orderId}`
    : `Payment received for order #${p.orderId}`;
  const blocks: Block[] = [
    { kind: 'heading', text: title },
    {
      kind: 'paragraph',
      text:
        p.match === 'pays_order'
          ? `${fullName(p)} (${p.email}) has paid order #${p.orderId} online.`
          : `${fullName(p)} (${p.email}) paid ${formatGBP(p.amountPence)} online for order #${p.orderId}, which does not pay the order as it now stands: it is not marked paid.`,
    },
    { kind: 'table', rows: receiptRows(p) },
  ];
  if (attention) {
    blocks.push({
      kind: 'table',
      title: 'The order now',
      rows: [
        { label: 'Amount due', value: formatGBP(p.amountDuePence) },
        { label: 'Order status', value: p.orderStatus },
        { label: 'To do', value: ISSUE_LABELS[p.orderIssue ?? 'refund_due'], total: true },
      ],
    });
  }
  return {
    title,
    preheader: `${formatGBP(p.amountPence)} received for order #${p.orderId}.`,
    blocks,
    footer: businessFooter(),
  };
}

/**
 * Sent once, when a payment attempt first reaches completed: a receipt to the customer, and to
 * the business either the usual notice or, when the money does not simply pay the order, a
 * notice of what must be put right. Every one states the amount actually received.
 */
export function paymentReceivedEmails(
  payment: ReceivedPayment,
  businessAddress: string,
): OutboxMessage[] {
  const business = businessDocument(payment);
  const attention = business.title.startsWith('Payment needs attention');
  return [
    toOutboxMessage(customerDocument(payment), {
      to: payment.email,
      replyTo: site.email,
      subject: `Payment received - order #${payment.orderId}`,
      orderId: payment.orderId,
    }),
    toOutboxMessage(business, {
      to: businessAddress,
      replyTo: payment.email,
      subject: `${attention ? 'Payment needs attention' : 'Payment received'} - order #${payment.orderId}`,
      orderId: payment.orderId,
    }),
  ];
}
