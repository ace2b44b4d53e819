import { describe, expect, it } from 'vitest';

import {
  paymentReturnOutcome,
  paymentReturnToast,
  withoutPaymentReturn,
} from '#client/features/payments/payment-return.ts';

describe('paymentReturnOutcome', () => {
  it('reads the status the server put in the address', () => {
    expect(paymentReturnOutcome('?payment=completed')).toBe('completed');
    expect(paymentReturnOutcome('?tab=x&payment=failed')).toBe('failed');
  });

  it('is null without one', () => {
    expect(paymentReturnOutcome('')).toBeNull();
    expect(paymentReturnOutcome('?payment=')).toBeNull();
    expect(paymentReturnOutcome('?other=1')).toBeNull();
  });
});

describe('withoutPaymentReturn', () => {
  it('drops only the outcome, keeping the path, other parameters and the hash', () => {
    expect(withoutPaymentReturn('http://shop.test/account?payment=completed')).toBe('/account');
    expect(withoutPaymentReturn('http://shop.test/account?a=1&payment=failed&b=2#orders')).toBe(
      '/account?a=1&b=2#orders',
    );
  });
});

describe('paymentReturnToast', () => {
  it('thanks the customer for a completed payment', () => {
    expect(paymentReturnToast('completed')).toMatchObject({
      title: 'Payment Completed',
      variant: 'success',
    });
  });

  it('says a failed payment can be tried again', () => {
    expect(paymentReturnToast('failed')).toMatchObject({
      title: 'Payment Failed',
      description: expect.stringContaining('try again') as unknown,
      variant: 'destructive',
    });
  });

  it('says an open payment is waiting for the bank', () => {
    expect(paymentReturnToast('pending').title).toBe('Payment Processing');
    expect(paymentReturnToast('processing').title).toBe('Payment Processing');
  });

  it('admits an unknown outcome rather than guessing', () => {
    expect(paymentReturnToast('unknown').title).toBe('Payment Status Unknown');
    expect(paymentReturnToast('<script>').title).toBe('Payment Status Unknown');
  });
});
