import { describe, expect, it } from 'vitest';
import {
  assertPaymentInput,
  assertReference,
  makePaymentReference,
  mapProviderStatus,
  PaymentProviderError,
} from './payment-provider.ts';

describe('mapProviderStatus', () => {
  it.each([
    ['pending', 'pending'],
    ['accepted', 'processing'],
    ['completed', 'completed'],
    ['rejected', 'failed'],
    ['cancelled', 'failed'],
    ['errored', 'failed'],
    ['expired', 'failed'],
    ['COMPLETED', 'completed'],
    ['refunded', null],
    ['something-new', null],
    ['', null],
  ])('%s -> %s', (provider, shop) => expect(mapProviderStatus(provider)).toBe(shop));
});

describe('makePaymentReference', () => {
  it.each([
    [1, 1, 'WP1-1'],
    [1234, 2, 'WP1234-2'],
    [99_999_999_999, 9999, 'WP99999999999-9999'],
  ])('order %i attempt %i -> %s', (orderId, attempt, reference) => {
    expect(makePaymentReference(orderId, attempt)).toBe(reference);
    expect(reference.length).toBeLessThanOrEqual(18);
    expect(reference).toMatch(/^[A-Z0-9-]+$/);
  });

  it('throws rather than make a reference longer than 18 characters', () => {
    expect(() => makePaymentReference(999_999_999_999, 10_000)).toThrow(RangeError);
  });

  it.each([
    [0, 1],
    [1, 0],
    [1.5, 1],
    [-3, 1],
  ])('refuses order %s attempt %s', (orderId, attempt) => {
    expect(() => makePaymentReference(orderId, attempt)).toThrow(RangeError);
  });
});

describe('assertReference', () => {
  it.each(['TEST-12345678', 'WP1-1', 'A', 'ABCDEFGHIJ-1234567'])('accepts %s', (reference) => {
    expect(() => assertReference(reference)).not.toThrow();
  });

  it.each(['', 'ABCDEFGHIJ-12345678', 'test-1', 'WP 1', 'WP1_1', 'WP1<script>', 'WP1\n'])(
    'refuses %j',
    (reference) => {
      expect(() => assertReference(reference)).toThrow(PaymentProviderError);
      expect(() => assertReference(reference)).toThrow(/at most|1 to 18 characters/);
    },
  );
});

describe('assertPaymentInput', () => {
  const input = {
    amountPence: 100,
    reference: 'WP1-1',
    customerEmail: 'a@example.test',
    redirectUrl: 'http://shop.test/back',
  };

  it.each([0, -1, 10.5, Number.NaN, 2 ** 53])('refuses an amount of %s pence', (amountPence) => {
    expect(() => assertPaymentInput({ ...input, amountPence })).toThrow(
      expect.objectContaining({
        kind: 'rejected',
        message: expect.stringContaining('whole number of pence'),
      }),
    );
  });

  it('accepts whole pence', () => expect(() => assertPaymentInput(input)).not.toThrow());
});
