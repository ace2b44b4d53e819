import { deliveryDayProblem, nationOf } from '#domain/delivery-calendar';
import { deliveryMoveProblem } from '#domain/delivery-status';
import type { DeliveryStatusUpdate } from '#shared/schemas/delivery';
import { AppError } from '#server/http/app-error';
import type { OrderRow } from '../orders/orders.repo.ts';
import type { DeliveryChanges, NewDeliveryEvent } from './deliveries.repo.ts';

/** The columns a move to `target` sets. */
export function deliveryValues(target: DeliveryStatusUpdate): DeliveryChanges {
  switch (target.status) {
    case 'to_be_scheduled':
      return {
        deliveryStatus: target.status,
        deliveryDate: null,
        deliverySlot: null,
        deliveryFailureReason: null,
      };
    case 'scheduled':
      return {
        deliveryStatus: target.status,
        deliveryDate: target.date,
        deliverySlot: target.slot,
        deliveryFailureReason: null,
      };
    case 'out_for_delivery':
    case 'delivered':
      return { deliveryStatus: target.status, deliveryFailureReason: null };
    case 'failed':
      return { deliveryStatus: target.status, deliveryFailureReason: target.reason };
  }
}

/**
 * Why `order`'s delivery cannot move to `target` (today being `today`), as the refusal to
 * answer; null when it can. Only a confirmed order has a delivery to change.
 */
export function deliveryChangeProblem(
  order: OrderRow,
  target: DeliveryStatusUpdate,
  today: string,
): AppError | null {
  if (order.status !== 'confirmed') {
    return new AppError(
      'conflict',
      `Order #${order.id} is ${order.status}: only a confirmed order's delivery can be planned`,
    );
  }
  const move = deliveryMoveProblem(order.deliveryStatus, target.status);
  if (move) return new AppError('conflict', `Order #${order.id}: ${move}`);
  if (target.status !== 'scheduled') return null;
  if (target.date < today) {
    return new AppError('validation', 'A delivery cannot be scheduled in the past', [
      { path: 'date', message: 'Choose today or a later date' },
    ]);
  }
  const day = deliveryDayProblem(target.date, nationOf(order.postcode));
  return day
    ? new AppError('validation', `Order #${order.id}: ${day}`, [{ path: 'date', message: day }])
    : null;
}

const when = (date: string | null, slot: string | null) =>
  date ? `${date} ${slot ?? ''}`.trim() : null;

/** The history entries for one order's delivery change: only what really changed. */
export function deliveryEvents(before: OrderRow, after: OrderRow, at: Date): NewDeliveryEvent[] {
  const event = (field: string, oldValue: string | null, newValue: string | null) => ({
    orderId: before.id,
    actor: 'admin' as const,
    type: 'delivery_changed',
    field,
    oldValue,
    newValue,
    createdAt: at,
  });
  const events: NewDeliveryEvent[] = [];
  if (before.deliveryStatus !== after.deliveryStatus) {
    events.push(event('deliveryStatus', before.deliveryStatus, after.deliveryStatus));
  }
  const [oldWhen, newWhen] = [
    when(before.deliveryDate, before.deliverySlot),
    when(after.deliveryDate, after.deliverySlot),
  ];
  if (oldWhen !== newWhen) events.push(event('deliveryDate', oldWhen, newWhen));
  if (before.deliveryFailureReason !== after.deliveryFailureReason && after.deliveryFailureReason) {
    events.push(
      event('deliveryFailureReason', before.deliveryFailureReason, after.deliveryFailureReason),
    );
  }
  return events;
}
