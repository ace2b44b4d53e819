/**
 * The words shown beside the marketing checkbox. The server records this exact text with each
 * choice, so what a customer agreed to can be shown later; changing it changes what is
 * recorded from then on, and earlier rows keep the words they were given.
 */
// "e-mail", not "email": the forms' Email field keeps a label no other field's label contains.
export const MARKETING_CONSENT_WORDING =
  'Send me offers and delivery reminders by e-mail. You can unsubscribe at any time.';

/** Where a consent choice was made. */
export const MARKETING_CONSENT_SOURCES = [
  'register',
  'checkout',
  'account',
  'unsubscribe-link',
] as const;
export type MarketingConsentSource = (typeof MARKETING_CONSENT_SOURCES)[number];

/** The path of the one-click unsubscribe page and endpoint (RFC 8058). */
export const unsubscribePath = (token: string) => `/unsubscribe/${encodeURIComponent(token)}`;
