import { formatLongUkDate } from '#domain/delivery-rounds';

/** The days listed before 'Show more days': two weeks of a round's two weekdays and more. */
export const DAYS_SHOWN_FIRST = 8;

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
  days: readonly { date: string; full: boolean }[],
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

/** The day a focus on the field lands on (an error focuses it): the chosen one, else the first free. */
export function focusedDay(shown: readonly DayOption[], chosen: string): string | undefined {
  return shown.find((day) => day.date === chosen && !day.full)
    ? chosen
    : shown.find((day) => !day.full)?.date;
}
