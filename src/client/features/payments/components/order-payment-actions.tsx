import type { ReactNode } from 'react';

import type { Order } from '#shared/schemas/orders';
import { orderPaymentAction } from '#client/features/payments/payment-action.ts';
import { PayNowButton } from '#client/features/payments/components/pay-now-button.tsx';
import { PaymentCompleted } from '#client/features/payments/components/payment-completed.tsx';

/**
 * The payment part of an order in the history, for the order list's action seam. Null when
 * there is nothing to offer, so the card keeps no empty action row.
 */
export function orderPaymentActions(paymentsEnabled: boolean): (order: Order) => ReactNode {
  return function renderPaymentAction(order) {
    switch (orderPaymentAction(order, paymentsEnabled)) {
      case 'pay-now':
        return <PayNowButton orderId={order.id} />;
      case 'paid':
        return <PaymentCompleted />;
      case 'none':
        return null;
    }
  };
}
