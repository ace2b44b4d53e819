// What the customer asked of their delivery, and what the back office's changes must respect.
import type { DeliveryStatus } from './delivery-status.ts';

/**
 * Scheduling on `date` comes before the first day the customer can take delivery. ISO dates
 * compare as text; an order with no earliest date takes any day.
 */
export function isBeforeEarliestDate(date: string, earliestDate: string | null): boolean {
  return earliestDate !== null && date < earliestDate;
}

/** How a day chosen by the business departs from the day the customer asked for. */
export type DayDeparture =
  { kind: 'early'; earliestDate: string } | { kind: 'moved'; bookedDate: string };

/**
 * Why delivering on `date` is not what the customer asked for, or null when it is. A day
 * booked on a round is their promise and stands in for the earliest date: any other day,
 * earlier or later, departs from it. Either departure needs the business's reason.
 */
export function dayDeparture(
  date: string,
  asked: { earliestDate: string | null; bookedDate: string | null },
): DayDeparture | null {
  const { earliestDate, bookedDate } = asked;
  if (bookedDate !== null) return date === bookedDate ? null : { kind: 'moved', bookedDate };
  return earliestDate !== null && isBeforeEarliestDate(date, earliestDate)
    ? { kind: 'early', earliestDate }
    : null;
}

/**
 * Bringing a booked delivery forward to `date` leaves the customer less notice than customers
 * must give us: `noticeFrom` is the first day the lead time allows from today
 * (addWorkingDays(today, leadTime, nation)). No reason overrides it. A later day needs no
 * notice: the customer is ready for the booked one already.
 */
export function isInsideNotice(
  date: string,
  bookedDate: string | null,
  noticeFrom: string,
): boolean {
  return bookedDate !== null && date < bookedDate && date < noticeFrom;
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
