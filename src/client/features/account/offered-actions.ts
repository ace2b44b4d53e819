import {
  canOfferDayMove,
  cancelRequestProblem,
  customerCancelProblem,
  type CustomerOrderFacts,
} from '#domain/customer-order-actions';
import type { Order } from '#shared/schemas/orders';

const factsOf = (order: Order): CustomerOrderFacts => ({
  id: order.id,
  status: order.status,
  deliveryStatus: order.delivery.status,
  bookedDate: order.delivery.bookedDate,
  cancelRequestedAt: order.cancelRequestedAt,
});

export type OfferedAction = 'move' | 'cancel' | 'ask' | 'asked';

/**
 * What the customer may do to the order from the account (decision 040): move its booked day,
 * cancel it before it is confirmed, ask us to cancel it after (then see that they asked). The
 * server decides each again.
 */
export function offeredActions(order: Order): OfferedAction[] {
  const facts = factsOf(order);
  const asked = order.cancelRequestedAt !== null && order.status !== 'cancelled';
  const offered: OfferedAction[] = [];
  if (canOfferDayMove(facts)) offered.push('move');
  if (order.status === 'pending' && customerCancelProblem(facts) === null) offered.push('cancel');
  else if (asked) offered.push('asked');
  else if (cancelRequestProblem(facts) === null) offered.push('ask');
  return offered;
}
