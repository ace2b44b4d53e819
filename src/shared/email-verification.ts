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

/** What the customer is told once the link has been opened. */
export function emailVerifiedMessage(linkedOrders: number): string {
  const joined =
    linkedOrders === 0
      ? ''
      : linkedOrders === 1
        ? ' The order you placed as a guest with this address is now in your account.'
        : ` The ${linkedOrders} orders you placed as a guest with this address are now in your account.`;
  return `Thank you: your email address is verified.${joined}`;
}
