import type { DeliveryStop } from '#shared/schemas/delivery';

/**
 * The day to offer when scheduling the selected orders: the day they were booked for, when
 * they all were booked for the same one; '' otherwise (nothing selected, none booked, or
 * booked for different days).
 */
export function sharedBookedDay(stops: Iterable<DeliveryStop>): string {
  const days = new Set<string | null>();
  for (const stop of stops) days.add(stop.delivery.bookedDate);
  const [day] = days;
  return days.size === 1 && day ? day : '';
}
