import { describe, expect, it } from 'vitest';
import {
  bankDetailsFrom,
  formatSortCode,
  isAccountNumber,
  isSortCode,
  normaliseAccountNumber,
  normaliseSortCode,
} from './bank-details.ts';
import { orderPaymentReference } from './payment-reference.ts';

describe('sort codes', () => {
  it.each([
    ['12-34-56', '123456', true],
    ['12 34 56', '123456', true],
    [' 123456 ', '123456', true],
    ['12-34-5', '12345', false],
    ['1234567', '1234567', false],
    ['12-34-5a', '12345a', false],
    ['', '', false],
  ])('%j normalises to %j (valid: %s)', (input, normalised, valid) => {
    expect(normaliseSortCode(input)).toBe(normalised);
    expect(isSortCode(normaliseSortCode(input))).toBe(valid);
  });

  it('prints in pairs', () => {
    expect(formatSortCode('123456')).toBe('12-34-56');
    expect(formatSortCode('12345')).toBe('12345');
  });
});

describe('account numbers', () => {
  it.each([
    ['12345678', true],
    ['1234 5678', true],
    ['1234567', false],
    ['123456789', false],
    ['1234567a', false],
    ['12-345678', false],
  ])('%j is valid: %s', (input, valid) => {
    expect(isAccountNumber(normaliseAccountNumber(input))).toBe(valid);
  });
});

describe('bankDetailsFrom', () => {
  const full = {
    accountName: 'Northfield Renewable Fuels Ltd',
    sortCode: '123456',
    accountNumber: '12345678',
  };
  it.each([
    ['all three set', full, full],
    ['all blank', { accountName: '', sortCode: '', accountNumber: '' }, null],
    ['no account number', { ...full, accountNumber: '' }, 'partial'],
    ['only a name', { accountName: 'X', sortCode: ' ', accountNumber: '' }, 'partial'],
  ])('%s', (_name, parts, expected) => {
    expect(bankDetailsFrom(parts)).toEqual(expected);
  });
});

describe('orderPaymentReference', () => {
  it.each([
    [1, 'WP1'],
    [1042, 'WP1042'],
    [2_147_483_647, 'WP2147483647'],
  ])('order %i -> %s, within the 18 characters banks carry', (id, reference) => {
    expect(orderPaymentReference(id)).toBe(reference);
    expect(reference.length).toBeLessThanOrEqual(18);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses %s', (id) => {
    expect(() => orderPaymentReference(id)).toThrow(RangeError);
  });
});
