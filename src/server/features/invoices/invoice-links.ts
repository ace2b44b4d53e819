import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The guest's download link: the invoice's id and an HMAC of it under a key derived from the
 * session secret. Nothing to store, unguessable without the secret, and valid for that one
 * document only.
 */
export function createInvoiceLinks(sessionSecret: string, publicUrl: string) {
  const key = createHmac('sha256', sessionSecret).update('invoice-download').digest();
  const signature = (invoiceId: number) =>
    createHmac('sha256', key).update(`invoice:${invoiceId}`).digest('base64url');

  return {
    token: (invoiceId: number) => `${invoiceId}-${signature(invoiceId)}`,
    url: (invoiceId: number) => `${publicUrl}/invoices/${invoiceId}-${signature(invoiceId)}.pdf`,
    /** The invoice id a token names, or null when its signature is not ours. */
    verify(token: string): number | null {
      // The signature is base64url, which may itself hold '-': split at the first one only.
      const dash = token.indexOf('-');
      const invoiceId = Number(token.slice(0, dash));
      const given = token.slice(dash + 1);
      if (dash < 1 || !Number.isSafeInteger(invoiceId)) return null;
      const expected = Buffer.from(signature(invoiceId));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected)
        ? invoiceId
        : null;
    },
  };
}

export type InvoiceLinks = ReturnType<typeof createInvoiceLinks>;
