// The spans of time the back office's dashboard sums orders over, in UK time.
import {
  addDays,
  firstOfMonth,
  firstOfNextMonth,
  londonDay,
  londonDays,
  mondayOf,
  type Span,
} from './london-calendar.ts';
import type { Pence } from './money.ts';

const span = (firstDay: string, dayAfter: string): Span =>
  londonDays(firstDay, addDays(dayAfter, -1));

/** Today, this week (from Monday) and this calendar month, each to its end. */
export function figurePeriods(now: Date): { today: Span; thisWeek: Span; thisMonth: Span } {
  const today = londonDay(now);
  const monday = mondayOf(today);
  return {
    today: span(today, addDays(today, 1)),
    thisWeek: span(monday, addDays(monday, 7)),
    thisMonth: span(firstOfMonth(today), firstOfNextMonth(today)),
  };
}

/** The last `weeks` weeks up to and including this one: their Mondays, oldest first. */
export function chartWeeks(now: Date, weeks: number): { mondays: string[]; span: Span } {
  if (!Number.isInteger(weeks) || weeks < 1) throw new RangeError(`Bad week count: ${weeks}`);
  const thisMonday = mondayOf(londonDay(now));
  const mondays = Array.from({ length: weeks }, (_, i) => addDays(thisMonday, (i - weeks + 1) * 7));
  return { mondays, span: span(mondays[0] ?? thisMonday, addDays(thisMonday, 7)) };
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
