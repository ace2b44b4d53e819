// The UK days the back office's dashboard sums sales over.
import { addDays, firstOfMonth, firstOfNextMonth, londonDay, mondayOf } from './london-calendar.ts';
import type { Pence } from './money.ts';

/** The days from `first` through `last` (ISO dates), both included. */
export interface DayRange {
  first: string;
  last: string;
}

/** Today, this week (Monday to Sunday) and this calendar month. */
export function figurePeriods(now: Date): {
  today: DayRange;
  thisWeek: DayRange;
  thisMonth: DayRange;
} {
  const today = londonDay(now);
  const monday = mondayOf(today);
  return {
    today: { first: today, last: today },
    thisWeek: { first: monday, last: addDays(monday, 6) },
    thisMonth: { first: firstOfMonth(today), last: addDays(firstOfNextMonth(today), -1) },
  };
}

/** The last `weeks` weeks up to and including this one: their Mondays, oldest first. */
export function chartWeeks(now: Date, weeks: number): { mondays: string[]; days: DayRange } {
  if (!Number.isInteger(weeks) || weeks < 1) throw new RangeError(`Bad week count: ${weeks}`);
  const thisMonday = mondayOf(londonDay(now));
  const mondays = Array.from({ length: weeks }, (_, i) => addDays(thisMonday, (i - weeks + 1) * 7));
  return { mondays, days: { first: mondays[0] ?? thisMonday, last: addDays(thisMonday, 6) } };
}

/** What sold: orders, tonnes, and revenue without and with VAT. */
export interface SalesTotals {
  orders: number;
  tonnes: number;
  netPence: Pence;
  grossPence: Pence;
}

export type WeekTotals = SalesTotals & { weekStart: string };

/** One entry per week, oldest first: a week without orders shows as zeros, not a gap. */
export function weeklySeries(
  mondays: readonly string[],
  sold: readonly WeekTotals[],
): WeekTotals[] {
  const byWeek = new Map(sold.map((week) => [week.weekStart, week]));
  return mondays.map(
    (weekStart) =>
      byWeek.get(weekStart) ?? { weekStart, orders: 0, tonnes: 0, netPence: 0, grossPence: 0 },
  );
}
