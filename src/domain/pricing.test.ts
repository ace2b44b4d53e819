import { describe, it, expect } from 'vitest';
import {
  CUSTOM_PRICE_WARNING_DAYS,
  TIERS,
  customPricingState,
  expiresWithinDays,
  regionPriceForTier,
  tierForQuantity,
  unitPriceFor,
  type CustomPricing,
  type RegionPrices,
} from './pricing.ts';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const at = (offsetMs: number): Date => new Date(NOW.getTime() + offsetMs);
const custom = (pence: number | null, validTo: Date | null): CustomPricing => ({
  customPricePence: pence,
  customPriceValidTo: validTo,
});

// Birmingham in the seed data: 305.00 / 291.00 / 278.00
const PRICES: RegionPrices = {
  singlePricePence: 30500,
  bulkPricePence: 29100,
  wholesalePricePence: 27800,
};

describe('TIERS', () => {
  it('lists the three tiers in order with their ranges', () => {
    expect(TIERS.map((t) => [t.tier, t.label, t.minTonnes, t.rangeLabel])).toEqual([
      ['single', 'Single', 1, '1-4.5 tonnes'],
      ['bulk', 'Bulk', 5, '5-9.5 tonnes'],
      ['wholesale', 'Wholesale', 10, '10+ tonnes'],
    ]);
  });

  it('agrees with tierForQuantity at each minimum', () => {
    for (const info of TIERS) expect(tierForQuantity(info.minTonnes)).toBe(info.tier);
  });
});

describe('tierForQuantity', () => {
  it.each([
    [1, 'single'],
    [1.5, 'single'],
    [4.5, 'single'],
    [4.99, 'single'],
    [5, 'bulk'],
    [9.5, 'bulk'],
    [9.99, 'bulk'],
    [10, 'wholesale'],
    [10.5, 'wholesale'],
    [50, 'wholesale'],
  ])('%d tonnes -> %s', (tonnes, tier) => {
    expect(tierForQuantity(tonnes)).toBe(tier);
  });

  it.each([0, -1, NaN, Infinity])('rejects %d', (tonnes) => {
    expect(() => tierForQuantity(tonnes)).toThrow(RangeError);
  });
});

describe('regionPriceForTier', () => {
  it.each([
    ['single', 30500],
    ['bulk', 29100],
    ['wholesale', 27800],
  ] as const)('%s -> %i', (tier, expected) => {
    expect(regionPriceForTier(PRICES, tier)).toBe(expected);
  });
});

describe('customPricingState', () => {
  it.each([
    ['no record', null, 'none'],
    ['undefined', undefined, 'none'],
    ['no price', custom(null, null), 'none'],
    ['no price but a date', custom(null, at(DAY)), 'none'],
    ['price without end date', custom(25000, null), 'active'],
    ['price of zero', custom(0, null), 'active'],
    ['ends in a millisecond', custom(25000, at(1)), 'active'],
    ['ends in a year', custom(25000, at(365 * DAY)), 'active'],
    ['ends exactly now', custom(25000, NOW), 'expired'],
    ['ended a millisecond ago', custom(25000, at(-1)), 'expired'],
    ['ended a year ago', custom(25000, at(-365 * DAY)), 'expired'],
    ['unreadable end date', custom(25000, new Date('nonsense')), 'expired'],
  ] as const)('%s -> %s', (_name, cp, expected) => {
    expect(customPricingState(cp, NOW)).toBe(expected);
  });
});

describe('expiresWithinDays', () => {
  it('warns for 7 days by default', () => {
    expect(CUSTOM_PRICE_WARNING_DAYS).toBe(7);
  });

  it.each([
    ['no custom price', null, false],
    ['no end date', custom(25000, null), false],
    ['ends in 1 ms', custom(25000, at(1)), true],
    ['ends in 1 day', custom(25000, at(DAY)), true],
    ['ends in exactly 7 days', custom(25000, at(7 * DAY)), true],
    ['ends in 7 days and 1 ms', custom(25000, at(7 * DAY + 1)), false],
    ['ends in 30 days', custom(25000, at(30 * DAY)), false],
    ['ends exactly now (expired, red)', custom(25000, NOW), false],
    ['ended yesterday (expired, red)', custom(25000, at(-DAY)), false],
    ['no price but a near date', custom(null, at(DAY)), false],
  ] as const)('%s -> %s', (_name, cp, expected) => {
    expect(expiresWithinDays(cp, NOW)).toBe(expected);
  });

  it('takes another window', () => {
    expect(expiresWithinDays(custom(25000, at(20 * DAY)), NOW, 30)).toBe(true);
    expect(expiresWithinDays(custom(25000, at(2 * DAY)), NOW, 1)).toBe(false);
  });
});

describe('unitPriceFor', () => {
  it.each([
    [1, null, 30500, 'single', 'regional'],
    [4.5, null, 30500, 'single', 'regional'],
    [5, null, 29100, 'bulk', 'regional'],
    [9.5, null, 29100, 'bulk', 'regional'],
    [10, null, 27800, 'wholesale', 'regional'],
    [50, null, 27800, 'wholesale', 'regional'],
    [1, custom(null, null), 30500, 'single', 'regional'],
    [1, custom(25000, null), 25000, 'single', 'custom'],
    [5, custom(25000, at(DAY)), 25000, 'bulk', 'custom'],
    [50, custom(29900, null), 29900, 'wholesale', 'custom'], // applies even above the tier price
    [10, custom(25000, NOW), 27800, 'wholesale', 'regional'], // expired exactly now
    [1, custom(25000, at(-DAY)), 30500, 'single', 'regional'],
  ] as const)('%d tonnes with %j -> %i (%s, %s)', (tonnes, cp, unitPricePence, tier, source) => {
    expect(unitPriceFor({ prices: PRICES, tonnes, customPricing: cp, now: NOW })).toEqual({
      unitPricePence,
      tier,
      source,
    });
  });

  it('works without customPricing', () => {
    expect(unitPriceFor({ prices: PRICES, tonnes: 7, now: NOW }).unitPricePence).toBe(29100);
  });
});
