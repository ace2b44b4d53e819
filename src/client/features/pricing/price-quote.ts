import { quoteRegion, type RegionQuote } from '#domain/pricing';
import { DEFAULT_VAT_RATE } from '#domain/vat';
import { regionPrices } from '#shared/region-prices';
import type { Region } from '#shared/schemas/regions';

/**
 * The estimate shown on the home page, at the standard 5% VAT. Display only: the server
 * prices the order again when it is placed.
 */
export function estimateFor(region: Region, tonnes: number, now: Date = new Date()): RegionQuote {
  return quoteRegion({ prices: regionPrices(region), tonnes, vatRate: DEFAULT_VAT_RATE, now });
}
