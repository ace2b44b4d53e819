import { deliveryDayProblem, nationOf } from '#domain/delivery-calendar';
import { dayDeparture, isAheadOfBookedDate, isInsideNotice } from '#domain/delivery-constraints';
import { DELIVERY_STATUS_LABELS, deliveryMoveProblem } from '#domain/delivery-status';
import { formatDeliveryDate } from '#shared/delivery-format';
import type { DeliveryStatusUpdate } from '#shared/schemas/delivery';
import { AppError } from '#server/http/app-error';
import type { OrderRow } from '../orders/order-row.ts';
import type { NewDeliveryEvent } from './deliveries.repo.ts';
import type { OrderDeliveryChanges } from '../orders/order-writes.ts';

/** The columns a move to `target` sets. */
export function deliveryValues(target: DeliveryStatusUpdate): OrderDeliveryChanges {
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
 * The reason `order` keeps after the move to `target`: the business's reason while the day
 * departs from the one the customer asked for (before their earliest date, or off their
 * booked day), null once it does not (or the delivery is taken off the schedule), undefined
 * to leave it as it is (the date does not change).
 */
export function earlyReasonAfter(
  order: OrderRow,
  target: DeliveryStatusUpdate,
): string | null | undefined {
  if (target.status === 'to_be_scheduled') return null;
  if (target.status !== 'scheduled') return undefined;
  if (dayDeparture(target.date, asked(order))) return target.earlyReason ?? null;
  // A new slot on the day the booking moved to keeps the reason it moved for.
  return target.earlyReason === undefined && target.date === order.deliveryDate ? undefined : null;
}

/** What the customer asked of the day: their earliest date, or the day they booked. */
const asked = (order: OrderRow) => ({
  earliestDate: order.deliveryEarliestDate,
  bookedDate: order.deliveryBookedDate,
});

const MAX_NAMED = 5;

const refusal = (message: string) =>
  new AppError('validation', message, [{ path: 'earlyReason', message }]);

/**
 * The refusal to deliver `orders` on `target`'s date, away from what their customers asked
 * for, without a reason: naming each order before its earliest date, or else each off its
 * booked day; null when none departs or the business gave its reason.
 */
export function earlyDateProblem(
  orders: readonly OrderRow[],
  target: DeliveryStatusUpdate,
): AppError | null {
  if (target.status !== 'scheduled' || target.earlyReason) return null;
  const departing = orders.flatMap((order) => {
    const departure = dayDeparture(target.date, asked(order));
    return departure ? [{ order, departure }] : [];
  });
  const early = departing.flatMap(({ order, departure }) =>
    departure.kind === 'early' ? [{ order, day: departure.earliestDate }] : [],
  );
  const moved = departing.flatMap(({ order, departure }) =>
    departure.kind === 'moved' ? [{ order, day: departure.bookedDate }] : [],
  );
  const day = formatDeliveryDate(target.date);
  const named = (list: typeof early, label: string) => {
    const shown = list
      .slice(0, MAX_NAMED)
      .map((o) => `#${o.order.id} (${label} ${formatDeliveryDate(o.day)})`);
    const more = list.length > MAX_NAMED ? ` and ${list.length - MAX_NAMED} more` : '';
    return `${shown.join(', ')}${more}`;
  };
  const [first] = early;
  if (early.length === 1 && first) {
    return refusal(
      `Order #${first.order.id} asks for delivery no earlier than ${formatDeliveryDate(first.day)}: choose that date or later, or give the reason for delivering on ${day}`,
    );
  }
  if (early.length > 1) {
    return refusal(
      `Orders ${named(early, 'no earlier than')} ask for delivery after ${day}: choose a later date, or give the reason for delivering early`,
    );
  }
  const [only] = moved;
  if (moved.length === 1 && only) {
    return refusal(
      `Order #${only.order.id} is booked for ${formatDeliveryDate(only.day)}: choose that day, or give the reason for delivering on ${day}`,
    );
  }
  if (moved.length > 1) {
    return refusal(
      `Orders ${named(moved, 'booked for')} are booked for other days: choose their days, or give the reason for delivering on ${day}`,
    );
  }
  return null;
}

/**
 * The refusal to bring a booked delivery forward to `target`'s date with less notice than
 * customers give us (`noticeFrom`: the first day the lead time allows, for the order's
 * nation); null when every order has it. A reason does not override it.
 */
export function noticeProblem(
  orders: readonly OrderRow[],
  target: DeliveryStatusUpdate,
  lead: { workingDays: number; noticeFrom: (order: OrderRow) => string },
): AppError | null {
  if (target.status !== 'scheduled') return null;
  const order = orders.find((o) =>
    isInsideNotice(target.date, o.deliveryBookedDate, lead.noticeFrom(o)),
  );
  if (!order) return null;
  const days = `${lead.workingDays} working ${lead.workingDays === 1 ? "day's" : "days'"}`;
  const message = `Order #${order.id} is booked for ${formatDeliveryDate(order.deliveryBookedDate ?? '')}: we give ${days} notice to bring a delivery forward, so the earliest it can come is ${formatDeliveryDate(lead.noticeFrom(order))}`;
  return new AppError('validation', message, [{ path: 'date', message }]);
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

/**
 * The history entries for one order's delivery change: only what really changed, naming the
 * back-office person who made it.
 */
export function deliveryEvents(
  before: OrderRow,
  after: OrderRow,
  at: Date,
  staffId: number | null = null,
): NewDeliveryEvent[] {
  const event = (field: string, oldValue: string | null, newValue: string | null) => ({
    orderId: before.id,
    actor: 'admin' as const,
    staffId,
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
  if (before.deliveryBookedDate !== after.deliveryBookedDate) {
    events.push(event('bookedDate', before.deliveryBookedDate, after.deliveryBookedDate));
  }
  if (before.deliveryEarlyReason !== after.deliveryEarlyReason) {
    events.push(
      event('deliveryEarlyReason', before.deliveryEarlyReason, after.deliveryEarlyReason),
    );
  }
  return events;
}
