import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { priceEdit, type StoredEditFigures } from './order-edit-pricing.ts';
import { priceLine } from './pricing.ts';
import { VAT_RATES } from './vat.ts';

/** 6 t at £275.00 with 5% VAT, as checkout stored it: net 1650.00, VAT 82.50, 1732.50. */
const SIX_TONNES: StoredEditFigures = {
  unitPricePence: 27500,
  tonnes: 6,
  vatRate: 5,
  vatPence: 8250,
  totalPence: 173250,
};

describe('priceEdit', () => {
  it.each([
    // [case, next, sent total, net, VAT, total, repriced]
    ['7 t with the right total', { tonnes: 7 }, 202125, 192500, 9625, 202125, true],
    ['7 t with no total sent', { tonnes: 7 }, undefined, 192500, 9625, 202125, true],
    ['a new unit price', { unitPricePence: 26000 }, 163800, 156000, 7800, 163800, true],
    ['VAT to 20%', { vatRate: 20 as const }, 198000, 165000, 33000, 198000, true],
    ['VAT to 0%', { vatRate: 0 as const }, 165000, 165000, 0, 165000, true],
    [
      'half a tonne at an odd price',
      { tonnes: 1.5, unitPricePence: 30501 },
      48040,
      45752,
      2288,
      48040,
      true,
    ],
    ['nothing priced changed', {}, 173250, 165000, 8250, 173250, false],
  ] as const)('%s', (_case, change, sent, net, vat, total, repriced) => {
    const result = priceEdit({
      current: SIX_TONNES,
      next: { ...SIX_TONNES, ...change },
      ...(sent === undefined ? {} : { sentTotalPence: sent }),
    });
    expect(result).toEqual({ ok: true, netPence: net, vatPence: vat, totalPence: total, repriced });
  });

  it.each([
    [
      'a stale total after a quantity change',
      { tonnes: 7 },
      173250,
      202125,
      'Total price must be £2,021.25: 7 tonnes at £275.00 per tonne plus VAT at 5%',
    ],
    [
      'a total that leaves out VAT',
      { tonnes: 1 },
      27500,
      28875,
      'Total price must be £288.75: 1 tonne at £275.00 per tonne plus VAT at 5%',
    ],
    [
      'a new total on unchanged figures',
      {},
      180000,
      173250,
      'Total price must be £1,732.50: 6 tonnes at £275.00 per tonne plus VAT at 5%',
    ],
    [
      'the old total after a VAT rate change',
      { vatRate: 20 as const },
      173250,
      198000,
      'Total price must be £1,980.00: 6 tonnes at £275.00 per tonne plus VAT at 20%',
    ],
  ] as const)('refuses %s, naming the right total', (_case, change, sent, expected, message) => {
    expect(
      priceEdit({ current: SIX_TONNES, next: { ...SIX_TONNES, ...change }, sentTotalPence: sent }),
    ).toEqual({ ok: false, expectedTotalPence: expected, message });
  });

  it('keeps the figures of an order priced by hand while its price is left alone', () => {
    const byHand = { ...SIX_TONNES, vatPence: 0, totalPence: 165000 };
    expect(priceEdit({ current: byHand, next: byHand, sentTotalPence: 165000 })).toMatchObject({
      ok: true,
      vatPence: 0,
      repriced: false,
    });
    // Sending the total the rules give puts it right.
    expect(priceEdit({ current: byHand, next: byHand, sentTotalPence: 173250 })).toMatchObject({
      ok: true,
      vatPence: 8250,
      repriced: true,
    });
  });

  it('agrees with checkout for every quantity, price and rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 100 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.constantFrom(...VAT_RATES),
        (halfTonnes, unitPricePence, vatRate) => {
          const next = { tonnes: halfTonnes / 2, unitPricePence, vatRate };
          const line = priceLine(next);
          const result = priceEdit({ current: SIX_TONNES, next, sentTotalPence: line.grossPence });
          const repriced = !(next.tonnes === 6 && unitPricePence === 27500 && vatRate === 5);
          expect(result).toEqual({
            ok: true,
            netPence: line.netPence,
            vatPence: line.vatPence,
            totalPence: line.grossPence,
            repriced,
          });
        },
      ),
    );
  });
});
