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
