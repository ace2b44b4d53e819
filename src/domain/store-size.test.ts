import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidQuantity } from './quantity.ts';
import { suggestTonnes } from './store-size.ts';

describe('suggestTonnes', () => {
  it.each([
    // volume m3 -> 0.65 t/m3 at 80% full, rounded down to the half tonne
    [10, 5], // 5.2 t
    [5, 2.5], // 2.6 t
    [4.81, 2.5], // 2.5012 t
    [2, 1], // 1.04 t
    [7.7, 4], // 4.004 t
    [20, 10], // 10.4 t
  ])('suggests for %d m3', (volume, tonnes) => {
    expect(suggestTonnes(volume)).toEqual({ fits: true, tonnes, capped: false });
  });

  it('counts an exact half tonne as fitting despite floating point', () => {
    // 0.65 * 0.8 * (2.5 / 0.52) is 2.5 exactly on paper.
    expect(suggestTonnes(2.5 / 0.52)).toEqual({ fits: true, tonnes: 2.5, capped: false });
  });

  it('caps at 50 t for a large store', () => {
    expect(suggestTonnes(200)).toEqual({ fits: true, tonnes: 50, capped: true });
    expect(suggestTonnes(96.2)).toEqual({ fits: true, tonnes: 50, capped: false });
  });

  it('says when a store holds less than the smallest order', () => {
    expect(suggestTonnes(1.9)).toEqual({ fits: false, reason: 'too_small' });
    expect(suggestTonnes(0)).toEqual({ fits: false, reason: 'too_small' });
  });

  it('always suggests an orderable quantity that fits', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1000, noNaN: true }), (volume) => {
        const suggestion = suggestTonnes(volume);
        if (!suggestion.fits) return volume * 0.52 < 1;
        return (
          isValidQuantity(suggestion.tonnes) &&
          suggestion.tonnes <= volume * 0.52 + 1e-9 &&
          (suggestion.capped || volume * 0.52 - suggestion.tonnes < 0.5 + 1e-9)
        );
      }),
    );
  });
});
