import { parsePounds, type Pence } from '#domain/money';
import { TIERS, regionPriceForTier, type RegionPrices, type TierInfo } from '#domain/pricing';
import { DEFAULT_VAT_RATE, vatOn } from '#domain/vat';
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

/** One tier's price per tonne, delivery included, as a household sees it. */
export interface TierPriceLine {
  tier: TierInfo;
  exVatPence: Pence;
  incVatPence: Pence;
}

/** A region's three tier prices per tonne, ex VAT and with VAT at the default rate. */
export function tierPriceLines(
  region: Pick<Region, 'singlePrice' | 'bulkPrice' | 'wholesalePrice'>,
): TierPriceLine[] {
  const prices = regionPrices(region);
  return TIERS.map((tier) => {
    const exVatPence = regionPriceForTier(prices, tier.tier);
    return { tier, exVatPence, incVatPence: exVatPence + vatOn(exVatPence, DEFAULT_VAT_RATE) };
  });
}
