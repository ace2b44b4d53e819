// A region's tier prices must fall as the order grows (spec: 'The more you order, the less you
// pay'): single >= bulk >= wholesale, each more than nothing.
import { formatGBP } from './money.ts';
import type { RegionPrices, Tier } from './pricing.ts';

export interface TierPriceProblem {
  /** The tier whose price is wrong: where a form shows the message. */
  tier: Tier;
  message: string;
}

const TIER_NAMES: Record<Tier, string> = {
  single: 'Single',
  bulk: 'Bulk',
  wholesale: 'Wholesale',
};

const priceOf = (prices: RegionPrices, tier: Tier) =>
  tier === 'single'
    ? prices.singlePricePence
    : tier === 'bulk'
      ? prices.bulkPricePence
      : prices.wholesalePricePence;

/** Each tier beside the larger one before it: a price may equal it, never exceed it. */
const PAIRS: readonly [Tier, Tier][] = [
  ['bulk', 'single'],
  ['wholesale', 'bulk'],
];

/**
 * What is wrong with a region's three prices, in tier order; empty when they make sense.
 * 'Bulk price (£400.00) must not be above the single price (£289.00)'.
 */
export function tierPriceProblems(prices: RegionPrices): TierPriceProblem[] {
  const problems: TierPriceProblem[] = [];
  for (const tier of ['single', 'bulk', 'wholesale'] as const) {
    if (!(priceOf(prices, tier) > 0)) {
      problems.push({ tier, message: `${TIER_NAMES[tier]} price must be more than £0.00` });
    }
  }
  for (const [tier, larger] of PAIRS) {
    const price = priceOf(prices, tier);
    const limit = priceOf(prices, larger);
    if (price > 0 && limit > 0 && price > limit) {
      problems.push({
        tier,
        message: `${TIER_NAMES[tier]} price (${formatGBP(price)}) must not be above the ${TIER_NAMES[larger].toLowerCase()} price (${formatGBP(limit)})`,
      });
    }
  }
  return problems;
}
