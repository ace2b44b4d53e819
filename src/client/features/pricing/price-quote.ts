import { parsePounds } from '#domain/money';
import { quoteRegion, type RegionPrices, type RegionQuote } from '#domain/pricing';
import { DEFAULT_VAT_RATE } from '#domain/vat';
import type { Region } from '#shared/schemas/regions';

/** The wire's "305.00" strings as pence, the only form the pricing rules accept. */
export function regionPrices(region: Region): RegionPrices {
  return {
    singlePricePence: parsePounds(region.singlePrice),
    bulkPricePence: parsePounds(region.bulkPrice),
    wholesalePricePence: parsePounds(region.wholesalePrice),
  };
}

/**
 * The estimate shown on the home page, at the standard 5% VAT. Display only: the server
 * prices the order again when it is placed.
 */
export function estimateFor(region: Region, tonnes: number, now: Date = new Date()): RegionQuote {
  return quoteRegion({ prices: regionPrices(region), tonnes, vatRate: DEFAULT_VAT_RATE, now });
}
