import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  assertNonNegativePence,
  parsePounds,
  penceToPounds,
  percentOf,
  roundHalfUp,
} from './money.ts';

describe('parsePounds', () => {
  it.each([
    ['305', 30500],
    ['305.5', 30550],
    ['305.00', 30500],
    ['0', 0],
    ['0.01', 1],
    ['0.1', 10],
    ['007.50', 750],
    ['1234567.89', 123456789],
    [305.5, 30550],
    [305, 30500],
    [0.29, 29],
    [1.15, 115],
    [19.99, 1999],
    [0, 0],
    [-0, 0],
  ] as const)('parses %j as %i pence', (input, expected) => {
    expect(parsePounds(input)).toBe(expected);
  });

  it.each([
    '',
    ' 305',
    '305 ',
    '-1',
    '+1',
    '1.',
    '.5',
    '1.234',
    '1,000',
    '£5',
    'abc',
    '1e3',
    'NaN',
    '99999999999999999999',
  ])('rejects the string %j', (input) => {
    expect(() => parsePounds(input)).toThrow(RangeError);
  });

  it.each([NaN, Infinity, -Infinity, -1, -0.01, 1.234, 0.001, 1e-7, 1e21])(
    'rejects the number %d',
    (input) => {
      expect(() => parsePounds(input)).toThrow(RangeError);
    },
  );
});

describe('roundHalfUp', () => {
  it.each([
    [0, 2, 0],
    [1, 2, 1],
    [3, 2, 2],
    [5, 2, 3],
    [4, 2, 2],
    [149, 100, 1],
    [150, 100, 2],
    [151, 100, 2],
    [249, 100, 2],
    [250, 100, 3],
    [1, 3, 0],
    [2, 3, 1],
    [-1, 2, -1],
    [-3, 2, -2],
    [-149, 100, -1],
    [-150, 100, -2],
    [-1, 3, 0],
    [Number.MAX_SAFE_INTEGER, 2, 4503599627370496],
  ])('%i / %i -> %i', (numerator, denominator, expected) => {
    expect(roundHalfUp(numerator, denominator)).toBe(expected);
  });

  it('never returns -0', () => {
    expect(Object.is(roundHalfUp(-1, 3), 0)).toBe(true);
  });

  it.each([
    [1.5, 2],
    [1, 1.5],
    [1, 0],
    [1, -2],
    [NaN, 2],
    [2 ** 53, 2],
  ])('rejects %d / %d', (numerator, denominator) => {
    expect(() => roundHalfUp(numerator, denominator)).toThrow(RangeError);
  });

  it('is within half of the exact quotient, and exact halves go up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.integer({ min: 1, max: 10 ** 3 }),
        (n, d) => {
          const r = roundHalfUp(n, d);
          expect(2 * Math.abs(r * d - n)).toBeLessThanOrEqual(d);
          if (2 * (n % d) === d) expect(r * d).toBeGreaterThan(n);
        },
      ),
    );
  });

  it('is symmetric around zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 12 }),
        fc.integer({ min: 1, max: 1000 }),
        (n, d) => {
          expect(roundHalfUp(-n, d)).toBe(0 - roundHalfUp(n, d));
        },
      ),
    );
  });
});

describe('percentOf', () => {
  it.each([
    [10000, 5, 500],
    [10000, 20, 2000],
    [10000, 0, 0],
    [30550, 5, 1528], // 1527.5 rounds up
    [30550, 20, 6110],
    [10, 5, 1], // 0.5 rounds up
    [9, 5, 0], // 0.45 rounds down
    [0, 20, 0],
  ])('%i pence x %i%% -> %i', (pence, percent, expected) => {
    expect(percentOf(pence, percent)).toBe(expected);
  });

  it('rejects fractional percentages (money stays integer)', () => {
    expect(() => percentOf(100, 12.5)).toThrow(RangeError);
    expect(() => percentOf(0.5, 0)).toThrow(RangeError);
  });
});

describe('assertNonNegativePence', () => {
  it.each([0, 1, 30550])('accepts %i', (value) => {
    expect(() => assertNonNegativePence(value)).not.toThrow();
  });

  it.each([-1, 0.5, NaN, Infinity])('rejects %d', (value) => {
    expect(() => assertNonNegativePence(value, 'price')).toThrow(/price/);
  });
});

describe('money properties', () => {
  it('parsePounds(penceToPounds(p)) === p', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (p) => {
        expect(parsePounds(penceToPounds(p))).toBe(p);
      }),
    );
  });

  it('parsePounds of a number equals parsePounds of its two-decimal string', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 11 }), (p) => {
        expect(parsePounds(p / 100)).toBe(p);
      }),
    );
  });
});

describe('parseSignedPounds', () => {
  it('reads a negative sum, as an overpayment kept is written', async () => {
    const { parseSignedPounds } = await import('./money.ts');
    expect(parseSignedPounds('-1.90')).toBe(-190);
    expect(parseSignedPounds('338.10')).toBe(33810);
    expect(() => parseSignedPounds('--1')).toThrow(RangeError);
  });
});
