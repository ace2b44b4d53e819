import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { priceEdit, type CheckoutPriceList, type StoredEditFigures } from './order-edit-pricing.ts';
import { quoteRegion, type RegionPrices } from './pricing.ts';
import { VAT_RATES } from './vat.ts';

const NOW = new Date('2026-12-02T10:00:00Z');
/** St Albans: single £322.00, bulk £308.00, wholesale £294.00 a tonne. */
const ST_ALBANS: RegionPrices = {
  singlePricePence: 32200,
  bulkPricePence: 30800,
  wholesalePricePence: 29400,
};
const DONCASTER: RegionPrices = {
  singlePricePence: 28900,
  bulkPricePence: 27500,
  wholesalePricePence: 26200,
};
const REGIONAL: CheckoutPriceList = { regionPrices: ST_ALBANS, customPricing: null, now: NOW };

/** The order: 12 t at the wholesale £294.00 with 5% VAT, £3,704.40. */
const TWELVE_TONNES: StoredEditFigures = {
  unitPricePence: 29400,
  tonnes: 12,
  vatRate: 5,
  vatPence: 17640,
  totalPence: 370440,
};

const edit = (
  next: Partial<{ tonnes: number; vatRate: 0 | 5 | 20; regionChanged: boolean }>,
  options: { prices?: CheckoutPriceList; keepOldPrice?: boolean; current?: StoredEditFigures } = {},
) => {
  const current = options.current ?? TWELVE_TONNES;
  return priceEdit({
    current,
    next: { tonnes: current.tonnes, vatRate: current.vatRate, regionChanged: false, ...next },
    prices: options.prices ?? REGIONAL,
    keepOldPrice: options.keepOldPrice ?? false,
  });
};

describe('priceEdit: a quantity edit is priced as checkout prices it', () => {
  it('re-prices 12 t to 8 t at the bulk price, not the wholesale one (£117.60 more)', () => {
    expect(edit({ tonnes: 8 })).toEqual({
      ok: true,
      figures: { unitPricePence: 30800, netPence: 246400, vatPence: 12320, totalPence: 258720 },
      repricing: {
        oldUnitPricePence: 29400,
        newUnitPricePence: 30800,
        tier: 'bulk',
        source: 'regional',
        kept: false,
      },
    });
  });

  it.each([
    ['8 t up to 10 t: bulk to wholesale', 8, 30800, 10, 29400, 'wholesale'],
    ['5 t down to 4.5 t: bulk to single', 5, 30800, 4.5, 32200, 'single'],
    ['4.5 t up to 5 t: single to bulk', 4.5, 32200, 5, 30800, 'bulk'],
    ['6 t to 7 t: bulk stays bulk', 6, 30800, 7, 30800, 'bulk'],
  ] as const)('%s', (_case, fromTonnes, fromPrice, tonnes, price, tier) => {
    const current = { ...TWELVE_TONNES, tonnes: fromTonnes, unitPricePence: fromPrice };
    const result = edit({ tonnes }, { current });
    expect(result).toMatchObject({
      ok: true,
      figures: { unitPricePence: price },
      repricing: { oldUnitPricePence: fromPrice, newUnitPricePence: price, tier, kept: false },
    });
  });

  it("takes the customer's active custom price for every quantity", () => {
    const customPricing = { customPricePence: 28000, customPriceValidTo: null };
    expect(edit({ tonnes: 8 }, { prices: { ...REGIONAL, customPricing } })).toMatchObject({
      figures: { unitPricePence: 28000, netPence: 224000, vatPence: 11200, totalPence: 235200 },
      repricing: { newUnitPricePence: 28000, tier: 'bulk', source: 'custom' },
    });
  });

  it('ignores an expired custom price, as checkout does', () => {
    const customPricing = { customPricePence: 28000, customPriceValidTo: new Date(NOW.getTime()) };
    expect(edit({ tonnes: 8 }, { prices: { ...REGIONAL, customPricing } })).toMatchObject({
      figures: { unitPricePence: 30800 },
      repricing: { source: 'regional' },
    });
  });

  it("prices a change of region at the new region's prices, even for the same tonnes", () => {
    const current = { ...TWELVE_TONNES, tonnes: 8, unitPricePence: 30800 };
    const moved = edit(
      { regionChanged: true },
      { current, prices: { ...REGIONAL, regionPrices: DONCASTER } },
    );
    expect(moved).toMatchObject({
      figures: { unitPricePence: 27500, netPence: 220000 },
      repricing: { oldUnitPricePence: 30800, newUnitPricePence: 27500, tier: 'bulk' },
    });
  });

  it('has nothing to price by when the shop has no prices for the region', () => {
    const prices = { ...REGIONAL, regionPrices: null };
    expect(edit({ tonnes: 8 }, { prices })).toEqual({ ok: false, problem: 'no-region-price' });
    expect(edit({ tonnes: 8 }, { prices, keepOldPrice: true })).toEqual({
      ok: false,
      problem: 'no-region-price',
    });
  });
});

describe('priceEdit: keeping the old price', () => {
  it('keeps £294.00 for 8 t when asked, and says it was kept', () => {
    expect(edit({ tonnes: 8 }, { keepOldPrice: true })).toEqual({
      ok: true,
      figures: { unitPricePence: 29400, netPence: 235200, vatPence: 11760, totalPence: 246960 },
      repricing: {
        oldUnitPricePence: 29400,
        newUnitPricePence: 30800,
        tier: 'bulk',
        source: 'regional',
        kept: true,
      },
    });
  });

  it('keeps nothing when checkout gives the same price anyway', () => {
    const current = { ...TWELVE_TONNES, tonnes: 6, unitPricePence: 30800 };
    expect(edit({ tonnes: 7 }, { current, keepOldPrice: true })).toMatchObject({
      figures: { unitPricePence: 30800, totalPence: 226380 },
      repricing: { kept: false },
    });
  });
});

describe('priceEdit: an edit that changes neither quantity nor region keeps the unit price', () => {
  const risen = { ...REGIONAL, regionPrices: { ...ST_ALBANS, wholesalePricePence: 31000 } };

  it('keeps the stored figures of an edit that changes nothing priced, whatever prices are now', () => {
    expect(edit({}, { prices: risen })).toEqual({
      ok: true,
      figures: { unitPricePence: 29400, netPence: 352800, vatPence: 17640, totalPence: 370440 },
      repricing: null,
    });
  });

  it.each([
    [20, 352800, 70560, 423360],
    [0, 352800, 0, 352800],
  ] as const)('prices VAT at %i%% on the same unit price', (vatRate, net, vat, total) => {
    expect(edit({ vatRate }, { prices: risen })).toEqual({
      ok: true,
      figures: { unitPricePence: 29400, netPence: net, vatPence: vat, totalPence: total },
      repricing: null,
    });
  });

  it('keeps the figures of an order priced by hand while its price is left alone', () => {
    const byHand = { ...TWELVE_TONNES, vatPence: 0, totalPence: 352800 };
    expect(edit({}, { current: byHand })).toMatchObject({
      figures: { vatPence: 0, totalPence: 352800 },
    });
  });
});

describe('priceEdit agrees with checkout', () => {
  it('for every quantity, region price and VAT rate it gives the price check its figures', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 100 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.constantFrom(...VAT_RATES),
        (halfTonnes, wholesale, step, vatRate) => {
          const regionPrices = {
            wholesalePricePence: wholesale,
            bulkPricePence: wholesale + step,
            singlePricePence: wholesale + 2 * step,
          };
          const tonnes = halfTonnes / 2;
          const current = { ...TWELVE_TONNES, tonnes: tonnes === 12 ? 11 : 12, vatRate };
          const result = edit({ tonnes }, { current, prices: { ...REGIONAL, regionPrices } });
          const quote = quoteRegion({ prices: regionPrices, tonnes, vatRate, now: NOW });
          expect(result).toMatchObject({
            ok: true,
            figures: {
              unitPricePence: quote.unitPricePence,
              netPence: quote.netPence,
              vatPence: quote.vatPence,
              totalPence: quote.grossPence,
            },
          });
        },
      ),
    );
  });
});
