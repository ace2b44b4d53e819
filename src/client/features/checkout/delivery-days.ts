import { addTonnes } from '#domain/delivery-plan';
import { formatLongUkDate } from '#domain/delivery-rounds';
import { isValidQuantity } from '#domain/quantity';
import type { BookableDay } from '#shared/schemas/delivery';

/** The days listed before 'Show more days': two weeks of a round's two weekdays and more. */
export const DAYS_SHOWN_FIRST = 8;

export const deliveryDayMessages = {
  legend: 'Delivery day',
  full: 'Full',
  showMore: 'Show more days',
  showFewer: 'Show fewer days',
} as const;

/** The tonnes the order books on the lorry, as the order request sums them; null if none. */
export function cartTonnes(lines: readonly { quantity: number }[]): number | null {
  const tonnes = lines.reduce((sum, line) => addTonnes(sum, line.quantity), 0);
  return isValidQuantity(tonnes) ? tonnes : null;
}

export interface DayOption {
  date: string;
  /** "Saturday 28 November". */
  label: string;
  full: boolean;
}

/**
 * The days the list shows: the first few unless `showAll`, always keeping the chosen day in
 * view (a chosen day hidden behind 'Show more days' would be a choice the customer cannot see).
 */
export function dayOptions(
  days: readonly BookableDay[],
  options: { showAll: boolean; chosen: string; limit?: number },
): { shown: DayOption[]; hidden: number } {
  const limit = options.limit ?? DAYS_SHOWN_FIRST;
  const all = days.map((day) => ({
    date: day.date,
    label: formatLongUkDate(day.date),
    full: day.full,
  }));
  if (options.showAll) return { shown: all, hidden: 0 };
  const chosenAt = all.findIndex((day) => day.date === options.chosen);
  const count = Math.max(limit, chosenAt + 1);
  return { shown: all.slice(0, count), hidden: Math.max(0, all.length - count) };
}

/** Whether the chosen day can still be booked from this list ('' when none is chosen). */
export function isBookable(days: readonly BookableDay[], date: string): boolean {
  return days.some((day) => day.date === date && !day.full);
}
