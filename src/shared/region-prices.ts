import { parsePounds } from '#domain/money';
import type { RegionPrices } from '#domain/pricing';
import type { Region } from './schemas/regions.ts';

/** The wire's "305.00" strings as pence, the only form the pricing rules accept. */
export function regionPrices(
  region: Pick<Region, 'singlePrice' | 'bulkPrice' | 'wholesalePrice'>,
): RegionPrices {
  return {
    singlePricePence: parsePounds(region.singlePrice),
    bulkPricePence: parsePounds(region.bulkPrice),
    wholesalePricePence: parsePounds(region.wholesalePrice),
  };
}

/**
 * The cheapest and dearest per-tonne prices across the enabled regions' tiers (excluding VAT),
 * or null when no region is enabled: what the shop's product offer ranges over.
 */
export function enabledPriceRange(
  regions: readonly Region[],
): { lowPence: number; highPence: number; regionCount: number } | null {
  const prices = regions
    .filter((region) => region.enabled)
    .flatMap((region): number[] => {
      const tiers = regionPrices(region);
      return [tiers.singlePricePence, tiers.bulkPricePence, tiers.wholesalePricePence];
    });
  if (prices.length === 0) return null;
  return {
    lowPence: Math.min(...prices),
    highPence: Math.max(...prices),
    regionCount: regions.filter((region) => region.enabled).length,
  };
}
