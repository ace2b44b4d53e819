import { describe, expect, it } from 'vitest';

import { PAYMENT_REFERENCE_MAX_LENGTH } from '#shared/schemas/payments';
import {
  TestPaymentFormSchema,
  testPaymentDefaults,
  testPaymentReference,
} from '#client/admin/features/payments/test-payment-form.ts';

const NOW = 1_741_608_000_123; // 2025-03-10T12:00:00.123Z

describe('testPaymentReference (spec section 3)', () => {
  it.each([
    ['a current time', NOW, 'TEST-08000123'],
    ['a time with leading zeros in its last 8 digits', 1_700_000_000_042, 'TEST-00000042'],
    ['a fractional time', 1_741_608_000_123.9, 'TEST-08000123'],
  ])('uses the last 8 digits of %s', (_label, nowMs, expected) => {
    expect(testPaymentReference(nowMs)).toBe(expected);
  });

  it('fits the provider reference limit', () => {
    expect(testPaymentReference(NOW).length).toBeLessThanOrEqual(PAYMENT_REFERENCE_MAX_LENGTH);
  });
});

describe('testPaymentDefaults (spec section 9)', () => {
  it('fills the reference, amount and description; leaves the customer to the admin', () => {
    expect(testPaymentDefaults(NOW)).toEqual({
      merchantPaymentReference: 'TEST-08000123',
      amount: '100.00',
      description: 'Test Payment',
      customerEmail: '',
      customerName: '',
    });
  });
});

describe('TestPaymentFormSchema', () => {
  const valid = { ...testPaymentDefaults(NOW), customerEmail: 'ann@example.com' };

  it('answers the request body, amount as a number, blank optional fields left out', () => {
    expect(TestPaymentFormSchema.parse({ ...valid, description: '  ' })).toEqual({
      merchantPaymentReference: 'TEST-08000123',
      amount: 100,
      customerEmail: 'ann@example.com',
    });
  });

  it('keeps a customer name and description that are given', () => {
    expect(TestPaymentFormSchema.parse({ ...valid, customerName: ' Ann Lee ' })).toMatchObject({
      customerName: 'Ann Lee',
      description: 'Test Payment',
    });
  });

  it.each([
    [
      'a reference over 18 characters',
      { merchantPaymentReference: 'TEST-1234567890123X' },
      'Reference must be at most 18 characters',
    ],
    ['an empty reference', { merchantPaymentReference: ' ' }, 'Reference is required'],
    ['a zero amount', { amount: '0' }, 'Amount must be a positive number'],
    ['an empty amount', { amount: '' }, 'Amount must be a positive number'],
    ['a bad email', { customerEmail: 'ann' }, 'Please enter a valid email address'],
  ])('refuses %s', (_label, change, message) => {
    const result = TestPaymentFormSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});
