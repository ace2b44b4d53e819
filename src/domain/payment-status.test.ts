import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PAYMENT_STATUSES,
  isPaymentOpen,
  nextPaymentStatus,
  type PaymentStatus,
} from './payment-status.ts';

describe('nextPaymentStatus', () => {
  it.each<[PaymentStatus, PaymentStatus | null, PaymentStatus]>([
    ['pending', 'processing', 'processing'],
    ['pending', 'completed', 'completed'],
    ['pending', 'failed', 'failed'],
    ['processing', 'completed', 'completed'],
    ['processing', 'pending', 'processing'],
    ['completed', 'pending', 'completed'],
    ['completed', 'processing', 'completed'],
    ['completed', 'failed', 'completed'],
    ['completed', 'refunded', 'refunded'],
    ['failed', 'completed', 'failed'],
    ['pending', null, 'pending'],
  ])('%s then %s gives %s', (current, reported, expected) => {
    expect(nextPaymentStatus(current, reported)).toBe(expected);
  });

  it('is idempotent: a repeated notice changes nothing more', () => {
    const status = fc.constantFrom(...PAYMENT_STATUSES);
    fc.assert(
      fc.property(status, status, (current, reported) => {
        const once = nextPaymentStatus(current, reported);
        expect(nextPaymentStatus(once, reported)).toBe(once);
      }),
    );
  });

  it('never leaves completed except to refunded', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PAYMENT_STATUSES), (reported) => {
        expect(['completed', 'refunded']).toContain(nextPaymentStatus('completed', reported));
      }),
    );
  });
});

describe('isPaymentOpen', () => {
  it('is true only while waiting', () => {
    expect(PAYMENT_STATUSES.filter(isPaymentOpen)).toEqual(['pending', 'processing']);
  });
});
