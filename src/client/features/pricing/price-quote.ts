import { quoteRegion, type RegionQuote } from '#domain/pricing';
import type { VatRate } from '#domain/vat';
import { regionPrices } from '#shared/region-prices';
import type { Region } from '#shared/schemas/regions';
import { GUEST_TERMS, type CustomerTerms } from '#client/lib/customer-terms.ts';

/** A quote and the VAT rate it was made at. */
export interface Estimate extends RegionQuote {
  vatRate: VatRate;
}

/**
 * The estimate shown on the home page: the shopper's active custom price (for every
 * quantity) and VAT rate when signed in, otherwise the region's tier price at 5%.
 * Display only: the server prices the order again when it is placed.
 */
export function estimateFor(
  region: Region,
  tonnes: number,
  terms: CustomerTerms = GUEST_TERMS,
  now: Date = new Date(),
): Estimate {
  const { customPricing, vatRate } = terms;
  const quote = quoteRegion({ prices: regionPrices(region), tonnes, customPricing, vatRate, now });
  return { ...quote, vatRate };
}
