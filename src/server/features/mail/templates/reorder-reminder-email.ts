import { formatLongUkDate } from '#domain/delivery-rounds';
import type { DeliveryPromise } from '#shared/schemas/delivery';
import { site } from '#shared/site';
import type { MarketingMessage } from '../marketing-outbox.ts';
import type { EmailDocument } from '#server/db/email-document';
import { businessFooter, tonnes } from './format.ts';
import { toOutboxMessage } from './message.ts';

export interface ReorderReminderFacts {
  customerId: number;
  email: string;
  firstName: string;
  /** YYYY-MM-DD: when the store is expected to run low. */
  runsLowOn: string;
  usualTonnes: number;
  /** The earliest delivery to their postcode for those tonnes, as the price check says it. */
  delivery: DeliveryPromise;
  /** Opens the shop with the usual tonnes in the cart, at today's price. */
  refillUrl: string;
}

/**
 * A marketing email (consent needed, unsubscribe added when sent): the customer's own rhythm
 * says the store runs low soon, so here is the earliest lorry and a one-click refill.
 */
export function reorderReminderEmail(facts: ReorderReminderFacts): MarketingMessage {
  const amount = tonnes(facts.usualTonnes);
  const runsLow = formatLongUkDate(facts.runsLowOn);
  const earliest = facts.delivery.earliestDate
    ? `The earliest we can deliver to you is ${formatLongUkDate(facts.delivery.earliestDate)}.`
    : facts.delivery.message;
  const title = 'Time to top up your pellet store?';
  const doc: EmailDocument = {
    title,
    preheader: `By your usual rhythm your store runs low around ${runsLow}.`,
    blocks: [
      { kind: 'heading', text: title },
      { kind: 'paragraph', text: `Dear ${facts.firstName},` },
      {
        kind: 'paragraph',
        text: `Going by your past orders, the pellets from your last delivery will run low around ${runsLow}. Order now and you will not run out.`,
      },
      { kind: 'paragraph', text: earliest },
      { kind: 'action', label: `Order ${amount} again`, url: facts.refillUrl },
      {
        kind: 'paragraph',
        muted: true,
        text: `The link fills your cart with ${amount}, priced at today's price for your postcode. You can change the quantity before you order.`,
      },
      {
        kind: 'paragraph',
        muted: true,
        text: `Not needed yet? Ignore this email: we send one reminder per delivery. You can turn reminders off in your account.`,
      },
    ],
    footer: businessFooter(),
  };
  return {
    ...toOutboxMessage(doc, { to: facts.email, replyTo: site.email, subject: title }),
    customerId: facts.customerId,
  };
}
