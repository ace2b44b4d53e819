import type { Order } from '#shared/schemas/orders';

/** What an order in the history offers for online payment. */
export type OrderPaymentAction = 'pay-now' | 'paid' | 'none';

/**
 * Spec section 4: Pay Now only while payments are enabled, for a confirmed order not yet paid;
 * a paid order says so whether or not payments are still switched on.
 */
export function orderPaymentAction(
  order: Pick<Order, 'status' | 'paymentStatus'>,
  paymentsEnabled: boolean,
): OrderPaymentAction {
  if (order.paymentStatus === 'completed') return 'paid';
  if (paymentsEnabled && order.status === 'confirmed') return 'pay-now';
  return 'none';
}
