import type { ShopCertificates } from './schemas/settings.ts';

/**
 * The certificates as the shop states them, one line each, in this order; a blank one is left
 * out (no lines at all when neither is set). The storefront's pages and the invoices say them
 * alike.
 */
export function certificateLines(certificates: Partial<ShopCertificates>): string[] {
  const lines: string[] = [];
  const enplus = certificates.enplusCertificateId?.trim();
  const bsl = certificates.bslSupplierNumber?.trim();
  if (enplus) lines.push(`ENplus certificate: ${enplus}`);
  if (bsl) lines.push(`BSL supplier number: ${bsl}`);
  return lines;
}
