import { deliveryDayProblem, nationOf } from '#domain/delivery-calendar';
import { isAheadOfBookedDate, isBeforeEarliestDate } from '#domain/delivery-constraints';
import { DELIVERY_STATUS_LABELS, deliveryMoveProblem } from '#domain/delivery-status';
import { formatDeliveryDate } from '#shared/delivery-format';
import type { DeliveryStatusUpdate } from '#shared/schemas/delivery';
import { AppError } from '#server/http/app-error';
import type { OrderRow } from '../orders/order-row.ts';
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
 * The early-delivery reason `order` keeps after the move to `target`: the business's reason
 * while it is booked before the customer's earliest date, null once it is not (or is taken
 * off the schedule), undefined to leave it as it is (the booked date does not change).
 */
export function earlyReasonAfter(
  order: OrderRow,
  target: DeliveryStatusUpdate,
): string | null | undefined {
  if (target.status === 'to_be_scheduled') return null;
  if (target.status !== 'scheduled') return undefined;
  return isBeforeEarliestDate(target.date, order.deliveryEarliestDate)
    ? (target.earlyReason ?? null)
    : null;
}

const MAX_NAMED = 5;

/**
 * The refusal to book `orders` on `target`'s date before their customers' earliest dates
 * without a reason, naming each such order and its earliest date; null when none is early
 * or the business gave its reason.
 */
export function earlyDateProblem(
  orders: readonly OrderRow[],
  target: DeliveryStatusUpdate,
): AppError | null {
  if (target.status !== 'scheduled' || target.earlyReason) return null;
  const early = orders.filter((o) => isBeforeEarliestDate(target.date, o.deliveryEarliestDate));
  if (early.length === 0) return null;
  const day = formatDeliveryDate(target.date);
  const earliest = (o: OrderRow) => formatDeliveryDate(o.deliveryEarliestDate ?? '');
  const [first] = early;
  if (early.length === 1 && first) {
    const message = `Order #${first.id} asks for delivery no earlier than ${earliest(first)}: choose that date or later, or give the reason for delivering on ${day}`;
    return new AppError('validation', message, [{ path: 'earlyReason', message }]);
  }
  const named = early.slice(0, MAX_NAMED).map((o) => `#${o.id} (no earlier than ${earliest(o)})`);
  const more = early.length > MAX_NAMED ? ` and ${early.length - MAX_NAMED} more` : '';
  const message = `Orders ${named.join(', ')}${more} ask for delivery after ${day}: choose a later date, or give the reason for delivering early`;
  return new AppError('validation', message, [{ path: 'earlyReason', message }]);
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
  if (isAheadOfBookedDate(target.status, order.deliveryDate, today)) {
    return new AppError(
      'conflict',
      `Order #${order.id} is booked for ${formatDeliveryDate(order.deliveryDate ?? '')}: it cannot be marked '${DELIVERY_STATUS_LABELS[target.status]}' before that day`,
    );
  }
  if (target.status !== 'scheduled') return null;
  if (target.date < today) {
    return new AppError('validation', 'A delivery cannot be scheduled in the past', [
      { path: 'date', message: 'Choose today or a later date' },
    ]);
  }
  // The day the customer booked on a round is one its lorries run, weekends included.
  if (target.date === order.deliveryBookedDate) return null;
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
  if (before.deliveryEarlyReason !== after.deliveryEarlyReason) {
    events.push(
      event('deliveryEarlyReason', before.deliveryEarlyReason, after.deliveryEarlyReason),
    );
  }
  return events;
}
