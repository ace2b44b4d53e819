// Calendar days, weeks and months as the business lives them: in UK time (Europe/London), with
// its clock changes. A day is an ISO date string ("2026-03-29"); an instant is a Date.

const LONDON = 'Europe/London';
const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function londonParts(instant: Date): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const { type, value } of wallClock.formatToParts(instant)) parts[type] = Number(value);
  return parts;
}

/** How far London's clock is ahead of UTC at that instant: 0 in winter, an hour in summer. */
function offsetAt(instant: Date): number {
  const p = londonParts(instant);
  const wall = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour, p.minute, p.second);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

const HOUR_MS = 3_600_000;
const offsetByHour = new Map<number, number>();

/**
 * offsetAt, remembered per UTC hour: UK clocks change on the hour (01:00 UTC), so one hour has
 * one offset, and an export of 100,000 orders asks Intl a few thousand times, not 100,000.
 */
function londonOffsetMs(instant: Date): number {
  const hour = Math.floor(instant.getTime() / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    offset = offsetAt(new Date(hour * HOUR_MS));
    if (offsetByHour.size >= 100_000) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}

function utcMidnight(day: string): number {
  const match = ISO_DATE.exec(day);
  if (!match) throw new RangeError(`Not an ISO date: "${day}"`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

const isoDay = (utcMs: number) => new Date(utcMs).toISOString().slice(0, 10);

/** The London calendar day an instant falls on. */
export function londonDay(instant: Date): string {
  return isoDay(instant.getTime() + londonOffsetMs(instant));
}

/**
 * The instant a London day begins. UK clocks change at 01:00 UTC, never at midnight, so the
 * offset at UTC midnight is the offset of London's midnight too.
 */
export function startOfLondonDay(day: string): Date {
  const guess = utcMidnight(day);
  return new Date(guess - londonOffsetMs(new Date(guess)));
}

export function addDays(day: string, days: number): string {
  return isoDay(utcMidnight(day) + days * DAY_MS);
}

/** The Monday of the day's week (UK weeks start on Monday). */
export function mondayOf(day: string): string {
  const weekday = new Date(utcMidnight(day)).getUTCDay(); // 0 Sunday ... 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}

export function firstOfMonth(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** The first day of the next month. */
export function firstOfNextMonth(day: string): string {
  const start = new Date(utcMidnight(firstOfMonth(day)));
  return isoDay(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
}

/** A stretch of time from its first instant up to, not including, `to`. */
export interface Span {
  from: Date;
  to: Date;
}

/** The days from `first` through `last`, both included. */
export function londonDays(first: string, last: string): Span {
  return { from: startOfLondonDay(first), to: startOfLondonDay(addDays(last, 1)) };
}

/** The same day `years` later; 29 February becomes 1 March in a common year. */
export function addYears(day: string, years: number): string {
  const date = new Date(utcMidnight(day));
  return isoDay(Date.UTC(date.getUTCFullYear() + years, date.getUTCMonth(), date.getUTCDate()));
}
