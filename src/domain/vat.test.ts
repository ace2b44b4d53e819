import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_VAT_RATE, VAT_RATES, VAT_RATE_LABELS, isVatRate, vatOn } from './vat.ts';

describe('VAT rates', () => {
  it('are 0, 5 and 20 with 5 as the default', () => {
    expect(VAT_RATES).toEqual([0, 5, 20]);
    expect(DEFAULT_VAT_RATE).toBe(5);
  });

  it('have the spec labels', () => {
    expect(VAT_RATE_LABELS).toEqual({ 0: 'Zero-rated', 5: 'Reduced Rate', 20: 'Standard Rate' });
  });
});

describe('isVatRate', () => {
  it.each([0, 5, 20])('accepts %j', (value) => {
    expect(isVatRate(value)).toBe(true);
  });

  it.each([1, 10, 17.5, -5, '5', '20', null, undefined, NaN, 5.0000001, {}])(
    'rejects %j',
    (value) => {
      expect(isVatRate(value)).toBe(false);
    },
  );
});

describe('vatOn', () => {
  it.each([
    [30500, 5, 1525],
    [30500, 20, 6100],
    [30500, 0, 0],
    [15250, 5, 763], // 762.5 rounds up
    [15250, 20, 3050],
    [10, 5, 1], // 0.5p rounds up
    [9, 5, 0], // 0.45p rounds down
    [1, 20, 0], // 0.2p
    [3, 20, 1], // 0.6p
    [0, 5, 0],
  ] as const)('%i pence at %i%% -> %i', (net, rate, expected) => {
    expect(vatOn(net, rate)).toBe(expected);
  });

  it('is never negative and never more than the rate allows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 10 }),
        fc.constantFrom(...VAT_RATES),
        (net, rate) => {
          const vat = vatOn(net, rate);
          expect(vat).toBeGreaterThanOrEqual(0);
          expect(Math.abs(vat * 100 - net * rate)).toBeLessThanOrEqual(50);
        },
      ),
    );
  });
});
