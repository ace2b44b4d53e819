import { normalisePostcode } from './postcode.ts';

// What an account may reach of the data held under its email address (decision 031). Anyone can
// register any address; until its owner opens the emailed link, the account is only what it
// made itself.

/**
 * 'account': the profile, the account's own orders, its consents and the emails about them.
 * 'address': also what is held under the address: guest orders placed with it, contact-form
 * messages sent with it, and every email sent to it.
 */
export type DataReach = 'account' | 'address';

/** A customer's own export and erasure reach the address only once it is verified. */
export function customerDataReach(account: { emailVerifiedAt: Date | null }): DataReach {
  return account.emailVerifiedAt === null ? 'account' : 'address';
}

const sameText = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Whether a guest order found under the verified address is ticked for the customer to add to
 * their account: only when its name and postcode are the account's own. One that differs, or
 * an account with no postcode saved, is left for the customer to tick: someone else may have
 * typed the address, and an order added to the account is what its top-ups are delivered to.
 */
export function guestOrderLooksOwn(
  order: { firstName: string; lastName: string; postcode: string },
  account: { firstName: string; lastName: string; postcode: string | null },
): boolean {
  return (
    account.postcode !== null &&
    sameText(order.firstName, account.firstName) &&
    sameText(order.lastName, account.lastName) &&
    normalisePostcode(order.postcode) === normalisePostcode(account.postcode)
  );
}
