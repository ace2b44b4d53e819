import type { CreateCounter } from '#server/http/counters';
import { createRecipientLimit } from '#server/http/recipient-limit';

/**
 * Mailings one mailbox may receive about accounts: a registration's welcome and verification
 * (one mailing), a password reset link, a verification link sent again. Someone looking after
 * their own account needs two or three; a flood needs many.
 */
export const ACCOUNT_EMAILS_PER_HOUR = 5;
export const ACCOUNT_EMAILS_PER_DAY = 10;

/**
 * One share for every account email a visitor can make the shop send to an address they typed,
 * counted per mailbox (`+tag` and letter case make no difference), so registering
 * `ada+1@…`, `ada+2@…` and asking resets for each cannot flood Ada's inbox. Past it the visitor
 * gets the same answer and the email is left out (decision 032).
 */
export function createAccountEmailLimit(deps: { now: () => Date; createCounter: CreateCounter }) {
  return createRecipientLimit(deps, {
    name: 'account-email',
    perHour: ACCOUNT_EMAILS_PER_HOUR,
    perDay: ACCOUNT_EMAILS_PER_DAY,
  });
}

export type AccountEmailLimit = ReturnType<typeof createAccountEmailLimit>;
