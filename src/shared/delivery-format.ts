import { DELIVERY_STATUS_LABELS, SLOT_LABELS, type DeliverySlot } from '#domain/delivery-status';
import type { OrderDelivery } from './schemas/delivery.ts';
import {
  DELIVERY_FORM_LABELS,
  HOSE_WARNING_METRES,
  LORRY_LIMIT_LABELS,
} from './delivery-options.ts';

const longDate = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2026-11-27" -> "Friday 27 November 2026"; the input as is when it is not a date. */
export function formatDeliveryDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  // Without the comma some engines put after the weekday.
  return Number.isNaN(parsed.getTime()) ? date : longDate.format(parsed).replace(',', '');
}

/** "Friday 27 November 2026, morning (8am-12pm)". */
export function deliveryWhen(date: string, slot: DeliverySlot | null): string {
  return slot ? `${formatDeliveryDate(date)}, ${SLOT_LABELS[slot]}` : formatDeliveryDate(date);
}

export interface DetailRow {
  label: string;
  value: string;
}

/** "Delivery booked for Saturday 28 November 2026": the day booked on a round at checkout. */
export function bookedDayText(bookedDate: string): string {
  return `Delivery booked for ${formatDeliveryDate(bookedDate)}`;
}

/**
 * What the customer told us about the delivery, as label/value rows (only what they gave),
 * the same in the emails, the confirmation, the order history and the back office. A day
 * booked on a round comes first and stands in for the earliest date. Once a date is scheduled,
 * a message about it leaves both out (`booked`): the scheduled date is the one that holds, and
 * two dates side by side read as a contradiction.
 */
export function deliveryDetailRows(
  delivery: OrderDelivery,
  { booked = false }: { booked?: boolean } = {},
): DetailRow[] {
  const rows: DetailRow[] = [];
  if (delivery.bookedDate && !booked) {
    rows.push({ label: 'Delivery booked for', value: formatDeliveryDate(delivery.bookedDate) });
  }
  if (delivery.form)
    rows.push({ label: 'Delivered as', value: DELIVERY_FORM_LABELS[delivery.form] });
  if (delivery.lorryLimit) {
    rows.push({ label: 'Largest lorry', value: LORRY_LIMIT_LABELS[delivery.lorryLimit] });
  }
  if (delivery.hoseMetres !== null) {
    const long =
      delivery.hoseMetres > HOSE_WARNING_METRES ? ' (longer than 30 m: we will call)' : '';
    rows.push({ label: 'Hose distance', value: `${delivery.hoseMetres} m${long}` });
  }
  if (delivery.earliestDate && !delivery.bookedDate && !booked) {
    rows.push({ label: 'Earliest date', value: formatDeliveryDate(delivery.earliestDate) });
  }
  if (delivery.accessNotes) rows.push({ label: 'Access notes', value: delivery.accessNotes });
  return rows;
}

/** Where the delivery stands, in words: "Scheduled for Friday 27 November 2026, morning". */
export function deliveryProgress(delivery: OrderDelivery): string {
  if (delivery.status === 'scheduled' && delivery.date) {
    return `Scheduled for ${deliveryWhen(delivery.date, delivery.slot)}`;
  }
  if (delivery.status === 'failed' && delivery.failureReason) {
    return `Delivery failed: ${delivery.failureReason}`;
  }
  return DELIVERY_STATUS_LABELS[delivery.status];
}

/** Where an order's delivery stands: nothing is planned before it is confirmed, or once cancelled. */
export function orderDeliveryProgress(order: {
  status: 'pending' | 'confirmed' | 'cancelled';
  delivery: OrderDelivery;
}): string {
  if (order.status === 'cancelled') return 'No delivery: the order is cancelled';
  if (order.status === 'pending') return 'Planned once the order is confirmed';
  return deliveryProgress(order.delivery);
}
