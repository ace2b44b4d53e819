import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tierPriceProblems } from './tier-prices.ts';

const prices = (single: number, bulk: number, wholesale: number) => ({
  singlePricePence: single,
  bulkPricePence: bulk,
  wholesalePricePence: wholesale,
});

describe('tierPriceProblems', () => {
  it.each<[string, ReturnType<typeof prices>, { tier: string; message: string }[]]>([
    ['falling prices are fine', prices(28900, 27500, 26000), []],
    ['equal prices are fine', prices(30000, 30000, 30000), []],
    [
      'bulk above single',
      prices(28900, 40000, 26000),
      [
        {
          tier: 'bulk',
          message: 'Bulk price (£400.00) must not be above the single price (£289.00)',
        },
      ],
    ],
    [
      'wholesale above bulk',
      prices(28900, 27500, 27501),
      [
        {
          tier: 'wholesale',
          message: 'Wholesale price (£275.01) must not be above the bulk price (£275.00)',
        },
      ],
    ],
    [
      'both out of order',
      prices(1000, 2000, 3000),
      [
        {
          tier: 'bulk',
          message: 'Bulk price (£20.00) must not be above the single price (£10.00)',
        },
        {
          tier: 'wholesale',
          message: 'Wholesale price (£30.00) must not be above the bulk price (£20.00)',
        },
      ],
    ],
    [
      'wholesale above single but below bulk is caught by bulk',
      prices(1000, 3000, 2000),
      [
        {
          tier: 'bulk',
          message: 'Bulk price (£30.00) must not be above the single price (£10.00)',
        },
      ],
    ],
    [
      'a price of nothing',
      prices(28900, 0, 26000),
      [{ tier: 'bulk', message: 'Bulk price must be more than £0.00' }],
    ],
    [
      'a negative price',
      prices(-1, 27500, 26000),
      [{ tier: 'single', message: 'Single price must be more than £0.00' }],
    ],
    [
      'thousands are grouped',
      prices(100000, 123456, 90000),
      [
        {
          tier: 'bulk',
          message: 'Bulk price (£1,234.56) must not be above the single price (£1,000.00)',
        },
      ],
    ],
  ])('%s', (_name, input, expected) => {
    expect(tierPriceProblems(input)).toEqual(expected);
  });

  it('accepts exactly the positive, non-increasing prices', () => {
    const pence = fc.integer({ min: 1, max: 10_000_000 });
    fc.assert(
      fc.property(pence, pence, pence, (a, b, c) => {
        const ok = a >= b && b >= c;
        expect(tierPriceProblems(prices(a, b, c)).length === 0).toBe(ok);
      }),
    );
  });
});
