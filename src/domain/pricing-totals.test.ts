import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { priceLine, priceOrder, quoteRegion, tierForQuantity, TIERS } from './pricing.ts';
import { VAT_RATES, vatOn } from './vat.ts';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const PRICES = { singlePricePence: 30500, bulkPricePence: 29100, wholesalePricePence: 27800 };

const validTonnes = fc.integer({ min: 2, max: 100 }).map((halves) => halves / 2);
const vatRate = fc.constantFrom(...VAT_RATES);
const line = fc.record({
  unitPricePence: fc.integer({ min: 0, max: 10_000_000 }),
  tonnes: validTonnes,
});

describe('priceLine', () => {
  it.each([
    // unit, tonnes, rate, net, vat, gross
    [30500, 1, 5, 30500, 1525, 32025],
    [30500, 2.5, 5, 76250, 3813, 80063], // VAT 3812.5 rounds up
    [30500, 2.5, 20, 76250, 15250, 91500],
    [30500, 2.5, 0, 76250, 0, 76250],
    [30501, 1.5, 5, 45752, 2288, 48040], // net 45751.5 rounds up, VAT 2287.6
    [30501, 0.5, 20, 15251, 3050, 18301], // net 15250.5 rounds up, VAT 3050.2
    [27800, 50, 5, 1390000, 69500, 1459500],
    [0, 10, 20, 0, 0, 0],
    [1, 0.5, 5, 1, 0, 1], // half a penny rounds up to one
  ] as const)(
    '%i p/t x %d t at %i%% -> net %i, VAT %i, gross %i',
    (u, t, rate, net, vat, gross) => {
      expect(priceLine({ unitPricePence: u, tonnes: t, vatRate: rate })).toEqual({
        netPence: net,
        vatPence: vat,
        grossPence: gross,
      });
    },
  );

  it.each([
    [-1, 1],
    [100.5, 1],
    [NaN, 1],
    [30500, 1.25],
    [30500, 0],
  ])('rejects unit price %d with %d tonnes', (unitPricePence, tonnes) => {
    expect(() => priceLine({ unitPricePence, tonnes, vatRate: 5 })).toThrow(RangeError);
  });

  it('gross = net + VAT, and nothing is negative', () => {
    fc.assert(
      fc.property(line, vatRate, (input, rate) => {
        const totals = priceLine({ ...input, vatRate: rate });
        expect(totals.grossPence).toBe(totals.netPence + totals.vatPence);
        expect(totals.netPence).toBeGreaterThanOrEqual(0);
        expect(totals.vatPence).toBeGreaterThanOrEqual(0);
        expect(Number.isSafeInteger(totals.grossPence)).toBe(true);
      }),
    );
  });
});

describe('priceOrder', () => {
  it('sums per-line VAT rather than taxing the subtotal', () => {
    // Each line's VAT is 762.5p -> 763p; VAT on the subtotal would be 1525p, not 1526p.
    const order = priceOrder({
      lines: [
        { unitPricePence: 30500, tonnes: 0.5 },
        { unitPricePence: 30500, tonnes: 0.5 },
      ],
      vatRate: 5,
    });
    expect(order).toEqual({
      lines: [
        { unitPricePence: 30500, tonnes: 0.5, netPence: 15250, vatPence: 763, grossPence: 16013 },
        { unitPricePence: 30500, tonnes: 0.5, netPence: 15250, vatPence: 763, grossPence: 16013 },
      ],
      subtotalPence: 30500,
      vatPence: 1526,
      totalPence: 32026,
      vatRate: 5,
    });
  });

  it('prices an empty order at zero', () => {
    expect(priceOrder({ lines: [], vatRate: 20 })).toEqual({
      lines: [],
      subtotalPence: 0,
      vatPence: 0,
      totalPence: 0,
      vatRate: 20,
    });
  });

  it('keeps the caller’s extra line fields', () => {
    const order = priceOrder({
      lines: [{ id: 'a', region: 'Birmingham', unitPricePence: 30500, tonnes: 1 }],
      vatRate: 5,
    });
    expect(order.lines[0]).toMatchObject({ id: 'a', region: 'Birmingham', grossPence: 32025 });
  });

  it('totals are sums of the lines, never negative, and total = subtotal + VAT', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 10 }), vatRate, (lines, rate) => {
        const order = priceOrder({ lines, vatRate: rate });
        const sum = (key: 'netPence' | 'vatPence' | 'grossPence'): number =>
          order.lines.reduce((total, l) => total + l[key], 0);
        expect(order.subtotalPence).toBe(sum('netPence'));
        expect(order.vatPence).toBe(sum('vatPence'));
        expect(order.totalPence).toBe(sum('grossPence'));
        expect(order.totalPence).toBe(order.subtotalPence + order.vatPence);
        expect(order.subtotalPence).toBeGreaterThanOrEqual(0);
        expect(order.vatPence).toBeGreaterThanOrEqual(0);
        expect(order.totalPence).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('order VAT is within a penny per line of VAT on the subtotal', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 10 }), vatRate, (lines, rate) => {
        const order = priceOrder({ lines, vatRate: rate });
        const difference = Math.abs(order.vatPence - vatOn(order.subtotalPence, rate));
        expect(difference).toBeLessThanOrEqual(lines.length);
      }),
    );
  });
});

describe('quoteRegion', () => {
  it.each([
    [2.5, undefined, undefined, 'single', 'regional', 30500, 76250, 3813, 80063],
    [5, undefined, 20, 'bulk', 'regional', 29100, 145500, 29100, 174600],
    [10, undefined, 0, 'wholesale', 'regional', 27800, 278000, 0, 278000],
    [
      1,
      { customPricePence: 25000, customPriceValidTo: null },
      5,
      'single',
      'custom',
      25000,
      25000,
      1250,
      26250,
    ],
    [
      1,
      { customPricePence: 25000, customPriceValidTo: NOW },
      5,
      'single',
      'regional',
      30500,
      30500,
      1525,
      32025,
    ],
  ] as const)(
    '%d tonnes -> %s %s',
    (
      tonnes,
      customPricing,
      vatRate,
      tier,
      source,
      unitPricePence,
      netPence,
      vatPence,
      grossPence,
    ) => {
      expect(quoteRegion({ prices: PRICES, tonnes, customPricing, vatRate, now: NOW })).toEqual({
        tier,
        source,
        unitPricePence,
        netPence,
        vatPence,
        grossPence,
      });
    },
  );
});

describe('tier boundaries (property)', () => {
  it('every valid quantity lands in the tier whose range holds it', () => {
    fc.assert(
      fc.property(validTonnes, (tonnes) => {
        const tier = tierForQuantity(tonnes);
        const index = TIERS.findIndex((t) => t.tier === tier);
        const next = TIERS[index + 1];
        expect(tonnes).toBeGreaterThanOrEqual(TIERS[index]?.minTonnes ?? Infinity);
        if (next) expect(tonnes).toBeLessThan(next.minTonnes);
        expect(tier).toBe(tonnes < 5 ? 'single' : tonnes < 10 ? 'bulk' : 'wholesale');
      }),
    );
  });
});
