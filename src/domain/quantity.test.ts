import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_TONNES,
  MAX_TONNES,
  MIN_TONNES,
  TONNES_STEP,
  halfTonnes,
  isExactQuantityInput,
  isValidQuantity,
  parseQuantityInput,
} from './quantity.ts';

/** Every valid quantity: 1, 1.5, ..., 50. */
const validTonnes = fc.integer({ min: 2, max: 100 }).map((halves) => halves / 2);

describe('quantity constants', () => {
  it('match spec section 9', () => {
    expect([MIN_TONNES, MAX_TONNES, TONNES_STEP, DEFAULT_TONNES]).toEqual([1, 50, 0.5, 1]);
  });
});

describe('isValidQuantity', () => {
  it.each([1, 1.5, 4.5, 5, 9.5, 10, 25, 49.5, 50])('accepts %d', (tonnes) => {
    expect(isValidQuantity(tonnes)).toBe(true);
  });

  it.each([0, 0.5, 0.99, 1.25, 1.1, 50.5, 51, 100, -1, NaN, Infinity, -Infinity])(
    'rejects %d',
    (tonnes) => {
      expect(isValidQuantity(tonnes)).toBe(false);
    },
  );

  it('accepts exactly the 99 half-tonne steps from 1 to 50', () => {
    fc.assert(fc.property(validTonnes, (tonnes) => isValidQuantity(tonnes)));
    fc.assert(
      fc.property(fc.double({ min: 1, max: 50, noNaN: true }), (tonnes) => {
        expect(isValidQuantity(tonnes)).toBe(Number.isInteger(tonnes * 2));
      }),
    );
  });
});

describe('parseQuantityInput', () => {
  it.each([
    // numeric and valid
    ['1', 7, 1],
    ['2.5', 7, 2.5],
    ['50', 7, 50],
    ['  12  ', 7, 12],
    ['10.0', 7, 10],
    ['3.', 7, 3],
    // in range but off the step: nearest half tonne, quarters round up
    ['1.2', 7, 1],
    ['1.25', 7, 1.5],
    ['1.3', 7, 1.5],
    ['1.74', 7, 1.5],
    ['1.75', 7, 2],
    ['49.9', 7, 50],
    // numeric but out of range: ignored, the previous value stays
    ['0', 7, 7],
    ['0.5', 7, 7],
    ['0.99', 7, 7],
    ['50.01', 7, 7],
    ['51', 7, 7],
    ['-5', 7, 7],
    ['1000', 2.5, 2.5],
    // not numeric: falls back to 1
    ['', 7, 1],
    ['   ', 7, 1],
    ['abc', 7, 1],
    ['12abc', 7, 1],
    ['1,5', 7, 1],
    ['0x10', 7, 1],
    ['1e1', 7, 1],
    ['Infinity', 7, 1],
    ['NaN', 7, 1],
  ])('%j with previous %d -> %d', (raw, previous, expected) => {
    expect(parseQuantityInput(raw, previous)).toBe(expected);
  });

  it('always returns a valid quantity for in-range input', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 50, noNaN: true }), (tonnes) => {
        expect(isValidQuantity(parseQuantityInput(String(tonnes), 7))).toBe(true);
      }),
    );
  });

  it('returns valid quantities unchanged', () => {
    fc.assert(
      fc.property(validTonnes, (tonnes) => {
        expect(parseQuantityInput(String(tonnes), 7)).toBe(tonnes);
      }),
    );
  });
});

describe('isExactQuantityInput', () => {
  it.each([
    ['1', true],
    ['2.5', true],
    [' 50 ', true],
    ['12.0', true],
    ['60', false],
    ['0.5', false],
    ['2.3', false],
    ['', false],
    ['abc', false],
    ['1e1', false],
  ])('%j -> %s', (raw, expected) => {
    expect(isExactQuantityInput(raw)).toBe(expected);
  });

  it('holds exactly when parsing keeps the typed number', () => {
    fc.assert(
      fc.property(fc.double({ min: -100, max: 100, noNaN: true }), (tonnes) => {
        const raw = String(tonnes);
        expect(isExactQuantityInput(raw)).toBe(parseQuantityInput(raw, -1) === tonnes);
      }),
    );
  });
});

describe('halfTonnes', () => {
  it.each([
    [1, 2],
    [1.5, 3],
    [4.5, 9],
    [50, 100],
    [0.5, 1],
    [60, 120],
  ])('%d tonnes -> %i half tonnes', (tonnes, expected) => {
    expect(halfTonnes(tonnes)).toBe(expected);
  });

  it.each([0, -1, 1.25, 1.1, NaN, Infinity])('rejects %d', (tonnes) => {
    expect(() => halfTonnes(tonnes)).toThrow(RangeError);
  });
});
