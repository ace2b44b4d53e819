// What the customer asked of their delivery, and what the back office's changes must respect.
import type { DeliveryStatus } from './delivery-status.ts';

/**
 * Scheduling on `date` comes before the first day the customer can take delivery. ISO dates
 * compare as text; an order with no earliest date takes any day.
 */
export function isBeforeEarliestDate(date: string, earliestDate: string | null): boolean {
  return earliestDate !== null && date < earliestDate;
}

/** Statuses saying the lorry has left or arrived: they happen on the booked day, not before. */
const ON_THE_DAY: readonly DeliveryStatus[] = ['out_for_delivery', 'delivered'];

/**
 * Moving to `status` would say the lorry left or arrived before the delivery's booked date:
 * `today` is the UK date (ukDate(now)) of the change.
 */
export function isAheadOfBookedDate(
  status: DeliveryStatus,
  bookedDate: string | null,
  today: string,
): boolean {
  return ON_THE_DAY.includes(status) && bookedDate !== null && bookedDate > today;
}
