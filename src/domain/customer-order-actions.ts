// What a customer may do to their own order from the account (decision 040): cancel it before
// it is confirmed, ask to cancel it after, move its booked day while the lead time allows.
import type { DeliveryStatus } from './delivery-status.ts';
import { formatLongUkDate } from './delivery-rounds.ts';
import type { OrderStatus } from './order-status.ts';

export interface CustomerOrderFacts {
  id: number;
  status: OrderStatus;
  deliveryStatus: DeliveryStatus;
  /** The day booked on a round (YYYY-MM-DD), or null when none is. */
  bookedDate: string | null;
  /** When the customer asked to cancel, or null. */
  cancelRequestedAt: unknown;
}

/** Why the customer cannot cancel the order themselves, or null. A cancelled one stays so. */
export function customerCancelProblem(order: CustomerOrderFacts): string | null {
  if (order.status === 'confirmed') {
    return `Order #${order.id} is confirmed: ask us to cancel it instead.`;
  }
  return null;
}

/** Why the customer cannot ask to cancel the order, or null: only a confirmed order waits for us. */
export function cancelRequestProblem(order: CustomerOrderFacts): string | null {
  if (order.status === 'pending') {
    return `Order #${order.id} is not confirmed yet: cancel it yourself instead.`;
  }
  if (order.status === 'cancelled') return `Order #${order.id} is already cancelled.`;
  if (order.deliveryStatus === 'delivered') return `Order #${order.id} has been delivered.`;
  return null;
}

/**
 * Why the customer cannot move the booked day to `date`, or null. Both days must leave the
 * lead time's notice (`noticeFrom`: the first day it allows from today), as checkout's days
 * do; once the lorry's day is planned (scheduled or later), the business changes it.
 */
export function customerDayMoveProblem(
  order: CustomerOrderFacts,
  date: string,
  notice: { from: string; workingDays: number },
): string | null {
  if (order.status === 'cancelled') return `Order #${order.id} is cancelled: its day cannot move.`;
  if (order.bookedDate === null) {
    return `Order #${order.id} has no day booked on a round: call us to arrange its delivery.`;
  }
  if (order.deliveryStatus !== 'to_be_scheduled') {
    return `Order #${order.id} is already planned for delivery: call us to change its day.`;
  }
  const days = `${notice.workingDays} working ${notice.workingDays === 1 ? 'day' : 'days'}`;
  if (order.bookedDate < notice.from) {
    return `Your delivery on ${formatLongUkDate(order.bookedDate)} is less than ${days} away: call us to change it.`;
  }
  if (date < notice.from) {
    return `We need ${days}' notice: the earliest day you can move it to is ${formatLongUkDate(notice.from)}.`;
  }
  return null;
}

/** Whether the account offers to move the day at all; the server still checks the notice. */
export const canOfferDayMove = (order: CustomerOrderFacts): boolean =>
  order.status !== 'cancelled' &&
  order.bookedDate !== null &&
  order.deliveryStatus === 'to_be_scheduled';
