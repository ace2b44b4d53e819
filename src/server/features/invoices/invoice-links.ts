import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The guest's download link: the invoice's id and an HMAC of it and its order's link version
 * under a key derived from the session secret. Nothing to store, unguessable without the
 * secret, valid for that one document only, and revoked with the rest of the order's links
 * when the order's link version moves on. Version 0 signs what links did before versions
 * existed, so links already sent keep working until revoked or expired.
 */
export function createInvoiceLinks(sessionSecret: string, publicUrl: string) {
  const key = createHmac('sha256', sessionSecret).update('invoice-download').digest();
  const signature = (invoiceId: number, version: number) =>
    createHmac('sha256', key)
      .update(version === 0 ? `invoice:${invoiceId}` : `invoice:${invoiceId}:v${version}`)
      .digest('base64url');
  const token = (invoiceId: number, version = 0) => `${invoiceId}-${signature(invoiceId, version)}`;

  /** The signature is base64url, which may itself hold '-': split at the first one only. */
  function parse(given: string): { invoiceId: number; signature: string } | null {
    const dash = given.indexOf('-');
    const invoiceId = Number(given.slice(0, dash));
    if (dash < 1 || !Number.isSafeInteger(invoiceId)) return null;
    return { invoiceId, signature: given.slice(dash + 1) };
  }

  return {
    token,
    url: (invoiceId: number, version = 0) =>
      `${publicUrl}/invoices/${token(invoiceId, version)}.pdf`,
    /** The invoice a token names, before its signature is checked (signedFor). */
    invoiceId: (given: string): number | null => parse(given)?.invoiceId ?? null,
    /**
     * The link version, from `current` down to 0, the token was signed for; null when it is
     * not ours. An older version than the order's current one is a revoked link.
     */
    signedFor(given: string, current: number): number | null {
      const parsed = parse(given);
      if (!parsed) return null;
      const actual = Buffer.from(parsed.signature);
      for (let version = current; version >= 0; version -= 1) {
        const expected = Buffer.from(signature(parsed.invoiceId, version));
        if (actual.length === expected.length && timingSafeEqual(actual, expected)) return version;
      }
      return null;
    },
  };
}

export type InvoiceLinks = ReturnType<typeof createInvoiceLinks>;
