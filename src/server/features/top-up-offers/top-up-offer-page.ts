// The page a top-up offer's link opens: plain server-rendered HTML with a form, like the
// unsubscribe page, so it needs no script. The address comes from the customer: escaped.
import { formatGBP } from '#domain/money';
import { site } from '#shared/site';
import { tonnes } from '../mail/templates/format.ts';
import { escapeHtml } from '../mail/templates/html.ts';
import { formatOfferEnd } from '../mail/templates/top-up-offer-email.ts';
import { layout } from '../marketing/unsubscribe-page.ts';
import type { TopUpOfferView } from './top-up-offers.service.ts';

function details(offer: TopUpOfferView): string {
  const rows: [string, string][] = [
    ['Delivery day', offer.day],
    ['Quantity', tonnes(offer.tonnes)],
    ['Price per tonne', `${formatGBP(offer.pricePerTonnePence)} + VAT`],
    [`Total with VAT (${offer.vatRate}%)`, formatGBP(offer.totalPence)],
    ['Delivered to', offer.address.map(escapeHtml).join('<br>')],
  ];
  return `<table>${rows.map(([label, value]) => `<tr><th scope="row">${label}</th><td>${value}</td></tr>`).join('')}</table>`;
}

/**
 * GET only shows the offer and its button: mail scanners open links, and must not accept
 * offers by doing so.
 */
export function renderOfferPage(offer: TopUpOfferView): string {
  if (offer.state === 'accepted') return renderAcceptedPage(offer);
  if (offer.state === 'expired') {
    return renderRefusedPage('Sorry, this offer has ended, so it can no longer be accepted.');
  }
  return layout(
    'Your top-up offer',
    `<h1>Top up on ${offer.day}</h1>
${details(offer)}
<p>First come, first served: the offer ends ${formatOfferEnd(offer.expiresAt)}, or sooner if the lorry fills up. Accepting places an order, paid as you usually pay.</p>
<form method="post">
<button type="submit">Accept the offer</button>
</form>`,
  );
}

export function renderAcceptedPage(offer: TopUpOfferView): string {
  return layout(
    'Offer accepted',
    `<h1>Thank you: your top-up is booked</h1>
<p>Order ${offer.acceptedOrderId ?? ''} is booked for ${offer.day}. Its confirmation is on its way by email.</p>
${details(offer)}`,
  );
}

/** Why an offer could not be taken; the message is ours, never the customer's. */
export function renderRefusedPage(message: string): string {
  return layout(
    'Offer not available',
    `<h1>This offer is not available</h1>
<p>${escapeHtml(message)}</p>
<p>You can still <a href="/">order at our usual prices</a>, or call us on ${site.phone.display}.</p>`,
  );
}
