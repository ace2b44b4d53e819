import { formatLongUkDate } from '#domain/delivery-rounds';
import { refundOnCancellation } from '#domain/ledger-rules';
import { formatGBP } from '#domain/money';
import { deliveryWhen, formatDeliveryDate } from '#shared/delivery-format';
import type { PaymentSetup } from '#shared/how-to-pay';
import { orderMoneyOf } from '#shared/order-money';
import { HOSE_WARNING_METRES } from '#shared/delivery-options';
import type { Order } from '#shared/schemas/orders';
import { site } from '#shared/site';
import type { OutboxMessage } from '../outbox.repo.ts';
import type { Block, EmailDocument, MailAttachment } from '#server/db/email-document';
import { businessFooter, tonnes } from './format.ts';
import { toOutboxMessage } from './message.ts';
import { deliveryDetailBlocks, trackingAction } from './delivery-details.ts';
import { customerName } from './order-details.ts';
import { howToPayBlocks } from './how-to-pay-blocks.ts';
import { invoiceBlocks, type MailedInvoice } from './invoice-emails.ts';

/** What the customer hears as their order moves on; each step has one email. */
export type ProgressEmailKind =
  'confirmed' | 'scheduled' | 'out_for_delivery' | 'delivered' | 'failed' | 'cancelled';

interface Content {
  subject: string;
  heading: string;
  lead: string;
  blocks: Block[];
}

const questions = (order: Order): Block => ({
  kind: 'paragraph',
  text: `Questions? Call us on ${site.phone.display} or email ${site.email}, quoting order #${order.id}.`,
});

/** How to get ready, for the form of delivery the customer chose. */
function preparation(order: Order): string[] {
  const { form, hoseMetres } = order.delivery;
  const items = [
    'Keep the drive and the way to the drop point clear, and any gates open or unlocked.',
    'Please keep pets and children indoors while the lorry is working.',
  ];
  if (form === 'blown') {
    items.unshift(
      'Switch your boiler off an hour before we arrive, and leave it off until an hour after filling.',
      'Make sure the store inlet and the air outlet are uncapped and easy to reach.',
    );
    if (hoseMetres !== null && hoseMetres > HOSE_WARNING_METRES) {
      items.push(
        `Your hose distance is ${hoseMetres} m: we will call you before the day to plan the drop point.`,
      );
    }
  } else {
    items.unshift('Choose a firm, level spot for the bags that the crane can reach from the road.');
  }
  return items;
}

/**
 * A cancelled order's money: the refund being arranged (its receipt follows once recorded),
 * the refund already made, or what happens if they paid.
 */
function refundNote(order: Order): string {
  const money = orderMoneyOf(order);
  const refundPence = refundOnCancellation(money);
  if (refundPence > 0) {
    return `The refund of ${formatGBP(refundPence)} is being arranged: we will pay it back the way you paid and let you know when it has been made.`;
  }
  return money.refundedPence > 0
    ? `The refund of ${formatGBP(money.refundedPence)} has been made: we have paid it back the way you paid.`
    : 'If you have paid for it, we will refund you.';
}

/** The confirmation's word on the day: the one scheduled or booked, or that we will agree one. */
function confirmedDayNote(order: Order): string {
  const { date, slot, bookedDate } = order.delivery;
  if (date) return `Your delivery is scheduled for ${deliveryWhen(date, slot)}.`;
  if (bookedDate)
    return `We will deliver on the day you booked, ${formatDeliveryDate(bookedDate)}.`;
  return 'We will be in touch to agree a delivery date.';
}

/** How to get ready, what the customer told us, and what to do if the day does not suit. */
function scheduledBlocks(order: Order): Block[] {
  return [
    { kind: 'steps', title: 'Before we come', items: preparation(order) },
    ...deliveryDetailBlocks(order, { booked: true }),
    {
      kind: 'paragraph',
      text: `That day does not suit you after all? Call us on ${site.phone.display} and we will find another.`,
    },
  ];
}

function content(kind: ProgressEmailKind, order: Order, dayMovedFrom: string | null): Content {
  const amount = tonnes(order.quantity);
  const { date, slot, failureReason } = order.delivery;
  const when = date ? deliveryWhen(date, slot) : 'a date we will agree with you';
  switch (kind) {
    case 'scheduled':
      return dayMovedFrom && date
        ? {
            subject: `Order #${order.id}: delivery day changed to ${formatLongUkDate(date)}`,
            heading: 'Your delivery day has changed',
            lead: `Your delivery day has changed from ${formatLongUkDate(dayMovedFrom)} to ${formatLongUkDate(date)}. We will deliver your ${amount} of ${site.productName} on ${when}.`,
            blocks: scheduledBlocks(order),
          }
        : {
            subject: `Delivery of order #${order.id}: ${when}`,
            heading: 'Your delivery is booked',
            lead: `We will deliver your ${amount} of ${site.productName} on ${when}.`,
            blocks: scheduledBlocks(order),
          };
    case 'confirmed':
      return {
        subject: `Order #${order.id} confirmed`,
        heading: 'Your order is confirmed',
        lead: `We have checked and confirmed your order #${order.id} for ${amount} of ${site.productName}. ${confirmedDayNote(order)}`,
        blocks: deliveryDetailBlocks(order),
      };
    case 'out_for_delivery':
      return {
        subject: `Order #${order.id} is on its way`,
        heading: 'Your pellets are on their way',
        lead: `The lorry with your ${amount} has left and will be with you today. The driver will call if they cannot find the drop point.`,
        blocks: [{ kind: 'steps', title: 'Before we arrive', items: preparation(order) }],
      };
    case 'delivered':
      return {
        subject: `Order #${order.id} delivered`,
        heading: 'Your pellets have been delivered',
        lead: `We have delivered your ${amount} of ${site.productName}. Thank you for choosing ${site.tradingName}.`,
        blocks: [
          {
            kind: 'paragraph',
            text: 'Please tell us within 7 days if anything is wrong with the pellets or the delivery.',
          },
        ],
      };
    case 'failed':
      return {
        subject: `We could not deliver order #${order.id}`,
        heading: 'We could not deliver your order',
        lead: `We are sorry: we could not deliver your ${amount} today.`,
        blocks: [
          { kind: 'table', rows: [{ label: 'Reason', value: failureReason ?? 'Not given' }] },
          {
            kind: 'paragraph',
            text: `To book a new date, call us on ${site.phone.display} or reply to this email with the days that suit you. There is no charge to rebook.`,
          },
        ],
      };
    case 'cancelled':
      return {
        subject: `Order #${order.id} cancelled`,
        heading: 'Your order has been cancelled',
        lead: `Your order #${order.id} for ${amount} of ${site.productName} has been cancelled. ${refundNote(order)}`,
        blocks: [
          {
            kind: 'paragraph',
            text: `If you did not expect this, please call us on ${site.phone.display}.`,
          },
        ],
      };
  }
}

/** The drop as the driver closed it, for the 'Delivered' email: its figures and its note. */
export interface DeliveredDrop {
  rows: { label: string; value: string }[];
  /** The delivery note's PDF. */
  note: MailAttachment;
}

/**
 * To the customer when their order moves a step on its way, with the invoice or credit note
 * that step issued attached (the confirmation's invoice, the cancellation's credit note). With
 * `payment` it says how to pay: the confirmation does, and so does any step email that takes
 * the place of a confirmation the customer never received. A schedule away from the day the
 * customer was told says the day changed, from which to which (`dayMovedFrom`), and one in
 * place of an unreceived confirmation says the order is confirmed (`confirms`).
 */
export function orderProgressEmail(
  kind: ProgressEmailKind,
  order: Order,
  trackUrl: string,
  invoices: readonly MailedInvoice[] = [],
  payment?: PaymentSetup,
  {
    dayMovedFrom = null,
    confirms = false,
    drop = null,
  }: { dayMovedFrom?: string | null; confirms?: boolean; drop?: DeliveredDrop | null } = {},
): OutboxMessage {
  const text = content(kind, order, dayMovedFrom);
  // In place of a confirmation the customer never received: it says so first.
  const lead =
    confirms && kind !== 'confirmed'
      ? `We have checked and confirmed your order #${order.id}. ${text.lead}`
      : text.lead;
  const howToPay = payment ? howToPayBlocks(order, payment) : [];
  const doc: EmailDocument = {
    title: text.heading,
    preheader: lead,
    blocks: [
      { kind: 'heading', text: text.heading },
      { kind: 'paragraph', text: `Dear ${customerName(order)},` },
      { kind: 'paragraph', text: lead },
      ...(drop ? [{ kind: 'table' as const, rows: drop.rows }] : []),
      ...text.blocks,
      ...invoiceBlocks(invoices),
      ...howToPay,
      trackingAction(trackUrl),
      questions(order),
    ],
    footer: businessFooter(),
  };
  return {
    ...toOutboxMessage(doc, {
      to: order.email,
      replyTo: site.email,
      subject: `${text.subject} - ${site.tradingName}`,
      orderId: order.id,
    }),
    attachments: [...invoices.map((invoice) => invoice.pdf), ...(drop ? [drop.note] : [])],
  };
}

/**
 * To the customer when the business moves the day booked for their delivery, or they moved it
 * themselves from their account (`byCustomer`).
 */
export function deliveryDayMovedEmail(
  order: Order & { delivery: { bookedDate: string } },
  from: string | null,
  trackUrl: string,
  { byCustomer = false }: { byCustomer?: boolean } = {},
): OutboxMessage {
  const to = formatLongUkDate(order.delivery.bookedDate);
  const what = `the delivery of your ${tonnes(order.quantity)} of ${site.productName}`;
  const heading = from ? 'Your delivery day has changed' : 'Your delivery day is booked';
  const asked = byCustomer ? 'As you asked, we' : 'We';
  const lead = from
    ? `${asked} have moved ${what} from ${formatLongUkDate(from)} to ${to}.`
    : `${asked} have booked ${what} for ${to}.`;
  const doc: EmailDocument = {
    title: heading,
    preheader: lead,
    blocks: [
      { kind: 'heading', text: heading },
      { kind: 'paragraph', text: `Dear ${customerName(order)},` },
      { kind: 'paragraph', text: lead },
      {
        kind: 'paragraph',
        text: `That day does not suit you? Call us on ${site.phone.display} and we will find another.`,
      },
      trackingAction(trackUrl),
      questions(order),
    ],
    footer: businessFooter(),
  };
  return toOutboxMessage(doc, {
    to: order.email,
    replyTo: site.email,
    subject: `Order #${order.id}: delivery now ${to} - ${site.tradingName}`,
    orderId: order.id,
  });
}
