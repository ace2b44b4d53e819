import { createHmac, timingSafeEqual } from 'node:crypto';
import { unsubscribePath } from '#shared/marketing-consent';

/**
 * The unsubscribe link of a customer's marketing emails: their id and an HMAC of it under a
 * key derived from the session secret (like invoice links). Nothing is stored, it cannot be
 * made without the secret, and it never expires: an unsubscribe link must keep working.
 */
export function createUnsubscribeLinks(sessionSecret: string, publicUrl: string) {
  const key = createHmac('sha256', sessionSecret).update('marketing-unsubscribe').digest();
  const signature = (customerId: number) =>
    createHmac('sha256', key).update(`unsubscribe:${customerId}`).digest('base64url');
  const token = (customerId: number) => `${customerId}-${signature(customerId)}`;

  return {
    token,
    url: (customerId: number) => `${publicUrl}${unsubscribePath(token(customerId))}`,
    /** The customer a token names, or null when its signature is not ours. */
    verify(given: string): number | null {
      // base64url may itself hold '-': split at the first one only.
      const dash = given.indexOf('-');
      const digits = given.slice(0, dash);
      if (dash < 1 || !/^\d{1,10}$/.test(digits)) return null;
      const customerId = Number(digits);
      const expected = Buffer.from(signature(customerId));
      const actual = Buffer.from(given.slice(dash + 1));
      return actual.length === expected.length && timingSafeEqual(actual, expected)
        ? customerId
        : null;
    },
  };
}

export type UnsubscribeLinks = ReturnType<typeof createUnsubscribeLinks>;
