import { describe, expect, it } from 'vitest';

import type { Region } from '#shared/schemas/regions';
import { estimateFor } from '#client/features/pricing/price-quote.ts';

const doncaster = {
  id: 1,
  name: 'Doncaster',
  country: 'United Kingdom',
  postcodePrefix: 'DN',
  singlePrice: '289.00',
  bulkPrice: '279.00',
  wholesalePrice: '269.00',
  enabled: true,
} as Region;
const now = new Date('2025-06-01T12:00:00.000Z');

describe('estimateFor', () => {
  it('prices a guest at the tier price and 5% VAT', () => {
    expect(estimateFor(doncaster, 2, undefined, now)).toMatchObject({
      source: 'regional',
      unitPricePence: 28900,
      netPence: 57800,
      vatPence: 2890,
      grossPence: 60690,
      vatRate: 5,
    });
  });

  it("uses a customer's active custom price for every quantity, at their VAT rate", () => {
    const terms = {
      customPricing: { customPricePence: 25000, customPriceValidTo: null },
      vatRate: 20 as const,
    };
    expect(estimateFor(doncaster, 12, terms, now)).toMatchObject({
      source: 'custom',
      tier: 'wholesale',
      unitPricePence: 25000,
      netPence: 300000,
      vatPence: 60000,
      vatRate: 20,
    });
  });

  it('ignores an expired custom price', () => {
    const terms = {
      customPricing: { customPricePence: 25000, customPriceValidTo: now },
      vatRate: 0 as const,
    };
    expect(estimateFor(doncaster, 2, terms, now)).toMatchObject({
      source: 'regional',
      unitPricePence: 28900,
      vatPence: 0,
    });
  });
});
