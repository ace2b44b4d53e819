import { formatDeliveryDate } from '#shared/delivery-format';
import type { PaymentSetup } from '#shared/how-to-pay';
import type { DeliveryForm } from '#shared/delivery-options';
import type { Order } from '#shared/schemas/orders';
import { site } from '#shared/site';
import { CONFIRMATIONS_PER_DAY, CONFIRMATIONS_PER_HOUR } from '../../orders/confirmation-limit.ts';
import type { OutboxMessage } from '../outbox.repo.ts';
import type { Block, EmailDocument } from '#server/db/email-document';
import { businessFooter, pounds, tonnes } from './format.ts';
import { toOutboxMessage } from './message.ts';
import { deliveryDetailBlocks, trackingAction } from './delivery-details.ts';
import { howToPayBlocks } from './how-to-pay-blocks.ts';
import { customerName, orderDetailBlocks } from './order-details.ts';

/** What happens after the order: with a day booked on a round, that day is the plan. */
function nextSteps(order: Order): string[] {
  const { bookedDate } = order.delivery;
  const arrange = bookedDate
    ? `Your delivery is booked for ${formatDeliveryDate(bookedDate)}. We review your order and contact you within 24 hours to confirm the time and access.`
    : 'We review your order and contact you within 24 hours to arrange the delivery date and access.';
  return [
    arrange,
    ...(bookedDate
      ? []
      : ['Delivery is usually within 3-5 working days, free and included in the price.']),
    HOW_WE_DELIVER[order.delivery.form ?? 'either'],
  ];
}

/** The way the pellets arrive, as the customer chose it; both ways while they have not said. */
const HOW_WE_DELIVER: Record<DeliveryForm | 'either', string> = {
  blown: 'We blow the pellets from the lorry through a hose straight into your store.',
  bagged: 'We deliver kerbside with crane offload, in 1-tonne bags.',
  either:
    'We deliver in 1-tonne bags, kerbside with crane offload, or blow the pellets in bulk into your store.',
};

/**
 * To the customer, straight after the order is placed; `trackUrl` opens its tracking page and
 * `payment` says how to pay it.
 */
export function orderConfirmationEmail(
  order: Order,
  trackUrl: string,
  payment?: PaymentSetup,
): OutboxMessage {
  const doc: EmailDocument = {
    title: `Order confirmation #${order.id}`,
    preheader: `Thank you for your order #${order.id}: ${tonnes(order.quantity)} of ${site.productName}, ${pounds(order.totalPrice)} including VAT.`,
    blocks: [
      { kind: 'heading', text: 'Thank you for your order' },
      { kind: 'paragraph', text: `Dear ${customerName(order)},` },
      {
        kind: 'paragraph',
        text: `We have received your order #${order.id}. Please keep this email for your records; the details are below.`,
      },
      ...orderDetailBlocks(order),
      ...deliveryDetailBlocks(order),
      ...howToPayBlocks(order, payment),
      trackingAction(trackUrl),
      {
        kind: 'steps',
        title: 'What happens next',
        items: nextSteps(order),
      },
      {
        kind: 'paragraph',
        text: `Questions about your order? Call us on ${site.phone.display} or email ${site.email}, quoting order #${order.id}.`,
      },
      { kind: 'paragraph', text: `Thank you for choosing ${site.tradingName}.` },
    ],
    footer: businessFooter(),
  };
  return toOutboxMessage(doc, {
    to: order.email,
    replyTo: site.email,
    subject: `Order confirmation #${order.id} - ${site.tradingName}`,
    orderId: order.id,
  });
}

/** Why the customer heard nothing, and what to do before relying on the order. */
const withheldWarning = (order: Order): Block => ({
  kind: 'paragraph',
  text:
    `No order confirmation was emailed to ${order.email}: that address has already received ` +
    `${CONFIRMATIONS_PER_HOUR} in an hour or ${CONFIRMATIONS_PER_DAY} in a day. The order may ` +
    `not come from its owner, so please check with the customer by phone before delivering, ` +
    `and resend the order email from the back office if it is genuine.`,
});

/**
 * To the business's new-orders address; replying goes straight to the customer.
 * `confirmationWithheld`: the customer's address had too many confirmations, so none was sent.
 */
export function newOrderNoticeEmail(
  order: Order,
  to: string,
  { confirmationWithheld = false }: { confirmationWithheld?: boolean } = {},
): OutboxMessage {
  const name = customerName(order);
  const account = order.customerId === null ? 'Guest' : `Customer account #${order.customerId}`;
  const { bookedDate } = order.delivery;
  const arrange = bookedDate
    ? `The customer booked delivery for ${formatDeliveryDate(bookedDate)}: please review it and schedule it for that day.`
    : 'Please review it and contact the customer within 24 hours to arrange delivery.';
  const doc: EmailDocument = {
    title: `New order #${order.id}`,
    preheader: `${name}: ${tonnes(order.quantity)} to ${order.region}, ${pounds(order.totalPrice)} including VAT.`,
    blocks: [
      { kind: 'heading', text: `New order #${order.id}` },
      {
        kind: 'paragraph',
        text: `${name} ordered ${tonnes(order.quantity)} for delivery in ${order.region}. ${arrange}`,
      },
      {
        kind: 'table',
        rows: [
          { label: 'Placed by', value: account },
          { label: 'Order status', value: order.status },
          { label: 'Payment status', value: order.paymentStatus },
        ],
      },
      ...(confirmationWithheld ? [withheldWarning(order)] : []),
      ...orderDetailBlocks(order),
      ...deliveryDetailBlocks(order),
      { kind: 'paragraph', text: `Reply to this email to write to ${name}.`, muted: true },
    ],
    footer: [`Sent by the ${site.tradingName} web shop.`],
  };
  return toOutboxMessage(doc, {
    to,
    replyTo: order.email,
    subject: `New order #${order.id} - ${name} - ${tonnes(order.quantity)}, ${order.region}`,
    orderId: order.id,
  });
}
