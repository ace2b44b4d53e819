import { formatLongUkDate } from '#domain/delivery-rounds';
import { formatGBP } from '#domain/money';
import { site } from '#shared/site';
import type { MarketingMessage } from '../marketing-outbox.ts';
import type { EmailDocument } from '#server/db/email-document';
import { businessFooter, tonnes } from './format.ts';
import { toOutboxMessage } from './message.ts';

export interface TopUpOfferEmail {
  customerId: number;
  email: string;
  firstName: string;
  date: string;
  tonnes: number;
  pricePerTonnePence: number;
  expiresAt: Date;
  acceptUrl: string;
}

const OFFER_END = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});
/** When an offer ends, in UK time: "Thursday 10 December at 00:00". */
export const formatOfferEnd = (at: Date) => OFFER_END.format(at);

/**
 * A lorry-day's spare room offered to one customer (decision 027): marketing, so it goes only
 * through queueMarketingEmails, which adds the unsubscribe link when it is sent.
 */
export function topUpOfferEmail(offer: TopUpOfferEmail): MarketingMessage {
  const day = formatLongUkDate(offer.date);
  const doc: EmailDocument = {
    title: `Top up your pellets on ${day}`,
    preheader: `Our lorry comes your way on ${day} with room for ${offer.tonnes} t more.`,
    blocks: [
      { kind: 'heading', text: 'Room on our lorry near you' },
      { kind: 'paragraph', text: `Dear ${offer.firstName},` },
      {
        kind: 'paragraph',
        text: `Our lorry delivers near you on ${day} and has room left. If your store has space, top up now at a special price.`,
      },
      {
        kind: 'table',
        rows: [
          { label: 'Delivery day', value: day },
          { label: 'Quantity', value: tonnes(offer.tonnes) },
          { label: 'Price per tonne', value: `${formatGBP(offer.pricePerTonnePence)} + VAT` },
          { label: 'Offer ends', value: formatOfferEnd(offer.expiresAt) },
        ],
      },
      { kind: 'action', label: 'See the offer', url: offer.acceptUrl },
      {
        kind: 'paragraph',
        text: 'First come, first served: the offer closes when the lorry is full. It goes to the address of your last order.',
        muted: true,
      },
    ],
    footer: businessFooter(),
  };
  return {
    ...toOutboxMessage(doc, {
      to: offer.email,
      replyTo: site.email,
      subject: `Top up your pellets on ${day}`,
    }),
    customerId: offer.customerId,
  };
}
