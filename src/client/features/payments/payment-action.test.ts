import { describe, expect, it } from 'vitest';

import { PAYMENT_STATUSES } from '#domain/payment-status';
import { ORDER_STATUSES } from '#shared/schemas/orders';
import { orderPaymentAction } from '#client/features/payments/payment-action.ts';

describe('orderPaymentAction', () => {
  it('offers Pay Now for a confirmed order not yet paid while payments are enabled', () => {
    for (const paymentStatus of ['pending', 'processing', 'failed', 'refunded'] as const) {
      expect(orderPaymentAction({ status: 'confirmed', paymentStatus }, true)).toBe('pay-now');
    }
  });

  it('offers nothing while payments are switched off', () => {
    expect(orderPaymentAction({ status: 'confirmed', paymentStatus: 'pending' }, false)).toBe(
      'none',
    );
    expect(orderPaymentAction({ status: 'confirmed', paymentStatus: 'failed' }, false)).toBe(
      'none',
    );
  });

  it('offers nothing for an order that is pending or cancelled', () => {
    expect(orderPaymentAction({ status: 'pending', paymentStatus: 'pending' }, true)).toBe('none');
    expect(orderPaymentAction({ status: 'cancelled', paymentStatus: 'failed' }, true)).toBe('none');
  });

  it('says a paid order is paid, whatever its status and the switch', () => {
    for (const status of ORDER_STATUSES) {
      for (const enabled of [true, false]) {
        expect(orderPaymentAction({ status, paymentStatus: 'completed' }, enabled)).toBe('paid');
      }
    }
  });

  it('never offers Pay Now and Payment completed together', () => {
    for (const status of ORDER_STATUSES) {
      for (const paymentStatus of PAYMENT_STATUSES) {
        const action = orderPaymentAction({ status, paymentStatus }, true);
        expect(action === 'pay-now').toBe(status === 'confirmed' && paymentStatus !== 'completed');
      }
    }
  });
});
