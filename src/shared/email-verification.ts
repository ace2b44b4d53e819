// Email verification (decision 028): the link's page, its lifetime and the wording both the
// server and the account page use.

/** The link in the email is `/verify-email/<token>`: a page whose button confirms (POST). */
export const VERIFY_EMAIL_PATH = '/verify-email/';

/** How long a verification link works: a day, long enough to find the email in a spam folder. */
export const EMAIL_VERIFICATION_HOURS = 24;

/** Verification emails one mailbox may be sent on request, per hour and per day. */
export const VERIFICATION_EMAILS_PER_HOUR = 3;
export const VERIFICATION_EMAILS_PER_DAY = 10;

export const EMAIL_VERIFICATION_MESSAGES = {
  unknown:
    'This verification link is not recognised. Please use the link in your latest email, or send a new one from your account page.',
  used: 'This verification link has already been used, so your email address is verified. Sign in to see your account.',
  expired:
    'This verification link has expired. Please sign in and send a new one from your account page.',
  alreadyVerified: 'Your email address is already verified.',
  sent: 'We have sent a new verification link to your email address. It works for 24 hours.',
  tooMany: `You can ask for ${VERIFICATION_EMAILS_PER_HOUR} verification emails an hour. Please try again later.`,
} as const;

/** What the customer is told once the link has been opened: verifying adds no order. */
export function emailVerifiedMessage(guestOrdersFound: number): string {
  const found =
    guestOrdersFound === 0
      ? ''
      : guestOrdersFound === 1
        ? ' We found an order placed as a guest with this address: if it is yours, you can add it to your account from your account page.'
        : ` We found ${guestOrdersFound} orders placed as a guest with this address: you can choose which of them to add to your account from your account page.`;
  return `Thank you: your email address is verified.${found}`;
}

export const GUEST_ORDER_MESSAGES = {
  notVerified:
    'Please verify your email address first: open the link we emailed to you, or send a new one.',
  notAvailable:
    'One or more of the chosen orders cannot be added to your account. Please refresh the list and try again.',
} as const;

/** What the customer is told once the chosen orders are in their account. */
export function guestOrdersAddedMessage(added: number): string {
  return added === 1
    ? 'The order is now in your account.'
    : `The ${added} orders are now in your account.`;
}
