import { formatDeliveryDate } from '#shared/delivery-format';
import type { Order } from '#shared/schemas/orders';
import { site } from '#shared/site';
import type { OutboxMessage } from '../outbox.repo.ts';
import type { EmailDocument } from '#server/db/email-document';
import { pounds, tonnes } from './format.ts';
import { toOutboxMessage } from './message.ts';
import { customerName } from './order-details.ts';

type CustomerAction = 'cancelled' | 'asked';

const HEADINGS: Record<CustomerAction, (id: number) => string> = {
  cancelled: (id) => `Order #${id} cancelled by the customer`,
  asked: (id) => `The customer asks to cancel order #${id}`,
};

/**
 * To the business (new_orders_email) when a customer cancels their own order from the account,
 * or asks to cancel a confirmed one: replying goes straight to the customer (decision 040).
 */
export function customerOrderActionEmail(
  order: Order,
  action: CustomerAction,
  to: string,
): OutboxMessage {
  const name = customerName(order);
  const heading = HEADINGS[action](order.id);
  const what = `${tonnes(order.quantity)} to ${order.postcode}, ${pounds(order.totalPrice)} including VAT`;
  const { bookedDate } = order.delivery;
  const text =
    action === 'cancelled'
      ? `${name} cancelled order #${order.id} (${what}) from their account before it was confirmed. Its booked day, if any, is free again; nothing else needs doing unless a refund is owed.`
      : `${name} asks to cancel confirmed order #${order.id} (${what}). The order stands until you decide: cancel it from the Orders tab, or call the customer.`;
  const doc: EmailDocument = {
    title: heading,
    preheader: text,
    blocks: [
      { kind: 'heading', text: heading },
      { kind: 'paragraph', text },
      {
        kind: 'table',
        rows: [
          { label: 'Customer', value: `${name} (${order.email}, ${order.phone})` },
          { label: 'Delivery', value: bookedDate ? formatDeliveryDate(bookedDate) : 'Not booked' },
          { label: 'Payment status', value: order.paymentStatus },
        ],
      },
      { kind: 'paragraph', text: `Reply to this email to write to ${name}.`, muted: true },
    ],
    footer: [`Sent by the ${site.tradingName} web shop.`],
  };
  return toOutboxMessage(doc, {
    to,
    replyTo: order.email,
    subject: `${heading} - ${name}`,
    orderId: order.id,
  });
}
