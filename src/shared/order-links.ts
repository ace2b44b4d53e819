// The links in an order's emails (tracking page, guest invoice download): kept apart from the
// schemas so the storefront's entry chunk can show the expired page without zod.
import { site } from './site.ts';

/** What a link past its time, or revoked by the business, answers (410). */
export const LINK_EXPIRED = {
  title: 'This link has expired',
  message:
    'This link has expired. To see your order or download its invoices, sign in to your ' +
    `account, or call us on ${site.phone.display} or email ${site.email} and we will send ` +
    'them to you.',
} as const;

/** What the back office is told when it revokes an order's links. */
export const linksRevokedMessage = (orderId: number) =>
  `Every tracking and invoice link sent for order #${orderId} so far has stopped working. ` +
  'Emails sent from now on carry new links.';

/**
 * Requests a minute from one address to the pages and files the email links open (tracking
 * pages, invoice PDFs). Tokens cannot be guessed; the limit keeps anyone from trying at scale
 * anyway, and from pulling documents faster than a person reads them.
 */
export const LINK_RATE_PER_MINUTE = 30;
