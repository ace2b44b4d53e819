import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatGBP, penceToPounds } from './money.ts';

describe('penceToPounds', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [99, '0.99'],
    [100, '1.00'],
    [30550, '305.50'],
    [123456789, '1234567.89'],
    [-150, '-1.50'],
    [-5, '-0.05'],
  ])('%i -> %s', (pence, expected) => {
    expect(penceToPounds(pence)).toBe(expected);
  });

  it('rejects fractions of a penny', () => {
    expect(() => penceToPounds(1.5)).toThrow(RangeError);
    expect(() => penceToPounds(NaN)).toThrow(RangeError);
  });
});

describe('formatGBP', () => {
  it.each([
    [30500, 2, '£305.00'],
    [30500, 0, '£305'],
    [123450, 2, '£1,234.50'],
    [123450, 0, '£1,235'],
    [123449, 0, '£1,234'],
    [50, 0, '£1'],
    [49, 0, '£0'],
    [0, 2, '£0.00'],
    [0, 0, '£0'],
    [5, 2, '£0.05'],
    [99999, 2, '£999.99'],
    [100000, 2, '£1,000.00'],
    [123456789, 2, '£1,234,567.89'],
    [99999950, 0, '£1,000,000'],
    [-123450, 2, '-£1,234.50'],
    [-150, 0, '-£2'],
  ] as const)('%i pence with %i decimals -> %s', (pence, decimals, expected) => {
    expect(formatGBP(pence, decimals)).toBe(expected);
  });

  it('defaults to 2 decimals', () => {
    expect(formatGBP(30550)).toBe('£305.50');
  });

  it('rejects fractions of a penny', () => {
    expect(() => formatGBP(0.5)).toThrow(RangeError);
  });
});

describe('formatting properties', () => {
  it('formatGBP(p, 2) shows the same digits as penceToPounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (p) => {
        expect(formatGBP(p).replace(/[£,]/g, '')).toBe(penceToPounds(p));
      }),
    );
  });
});
