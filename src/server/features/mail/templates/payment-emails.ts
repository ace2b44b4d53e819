import { site } from '#shared/site';
import type { OutboxMessage } from '../outbox.repo.ts';
import type { EmailDocument } from './blocks.ts';
import { businessFooter } from './format.ts';
import { toOutboxMessage } from './message.ts';

export interface PaidOrder {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  totalPrice: string;
  reference: string;
}

function paymentReceivedDocument(order: PaidOrder, forBusiness: boolean): EmailDocument {
  const name = `${order.firstName} ${order.lastName}`.trim();
  return {
    title: `Payment received for order #${order.id}`,
    preheader: `We have received £${order.totalPrice} for order #${order.id}.`,
    blocks: [
      { kind: 'heading', text: `Payment received for order #${order.id}` },
      {
        kind: 'paragraph',
        text: forBusiness
          ? `${name} (${order.email}) has paid order #${order.id} online.`
          : `Dear ${name}, thank you: your online payment for order #${order.id} has been received.`,
      },
      {
        kind: 'table',
        rows: [
          { label: 'Order number', value: `#${order.id}` },
          { label: 'Payment reference', value: order.reference },
          { label: 'Amount paid', value: `£${order.totalPrice}`, total: true },
        ],
      },
      ...(forBusiness
        ? []
        : [
            {
              kind: 'paragraph' as const,
              text: `We will be in touch to arrange delivery. Questions? Call ${site.phone.display} or email ${site.email}.`,
            },
          ]),
    ],
    footer: businessFooter(),
  };
}

/** Sent once, when a payment first reaches completed: to the customer and to the business. */
export function paymentReceivedEmails(order: PaidOrder, businessAddress: string): OutboxMessage[] {
  const subject = `Payment received - order #${order.id}`;
  return [
    toOutboxMessage(paymentReceivedDocument(order, false), {
      to: order.email,
      replyTo: site.email,
      subject,
      orderId: order.id,
    }),
    toOutboxMessage(paymentReceivedDocument(order, true), {
      to: businessAddress,
      replyTo: order.email,
      subject,
      orderId: order.id,
    }),
  ];
}
