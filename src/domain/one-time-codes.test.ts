import { describe, expect, it } from 'vitest';
import {
  formatRecoveryCode,
  isAcceptableTotpStep,
  normaliseRecoveryCode,
  normaliseTotpCode,
  totpStepAt,
} from './one-time-codes.ts';

describe('TOTP time steps', () => {
  it('counts 30-second steps from the epoch', () => {
    expect(totpStepAt(0)).toBe(0);
    expect(totpStepAt(29_999)).toBe(0);
    expect(totpStepAt(30_000)).toBe(1);
    expect(totpStepAt(59_000_000)).toBe(1966);
  });

  it.each([
    { matched: 100, current: 100, last: null, ok: true, why: 'the current step' },
    { matched: 99, current: 100, last: null, ok: true, why: 'one step behind' },
    { matched: 101, current: 100, last: null, ok: true, why: 'one step ahead' },
    { matched: 98, current: 100, last: null, ok: false, why: 'two steps behind' },
    { matched: 102, current: 100, last: null, ok: false, why: 'two steps ahead' },
    { matched: 100, current: 100, last: 100, ok: false, why: 'the step already used' },
    { matched: 99, current: 100, last: 100, ok: false, why: 'an older step after a newer one' },
    { matched: 101, current: 100, last: 100, ok: true, why: 'a later step than the last used' },
  ])('$why: $ok', ({ matched, current, last, ok }) => {
    expect(isAcceptableTotpStep(matched, current, last)).toBe(ok);
  });
});

describe('what people type', () => {
  it.each([
    ['123456', '123456'],
    [' 123 456 ', '123456'],
    ['12345', null],
    ['1234567', null],
    ['12345a', null],
    ['', null],
  ])('TOTP %j -> %j', (input, expected) => {
    expect(normaliseTotpCode(input)).toBe(expected);
  });

  it.each([
    ['abcd-efgh-ijkl-mnop-qrst-uvwx', 'abcdefghijklmnopqrstuvwx'],
    ['ABCD EFGH IJKL MNOP QRST UVWX', 'abcdefghijklmnopqrstuvwx'],
    ['abcd-efgh-ijkl-mnop-qrst-uvw', null],
    ['abcd-efgh-ijkl-mnop-qrst-uvw1', null],
    ['123456', null],
  ])('recovery code %j -> %j', (input, expected) => {
    expect(normaliseRecoveryCode(input)).toBe(expected);
  });

  it('shows a recovery code in groups of four', () => {
    expect(formatRecoveryCode('abcdefghijklmnopqrstuvwx')).toBe('abcd-efgh-ijkl-mnop-qrst-uvwx');
  });
});
