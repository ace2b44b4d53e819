import { formatGBP, parsePounds } from '#domain/money';

const LONDON = 'Europe/London';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dateOnly = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});
/** "05/03/2025, 14:30" in UK time. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

const timeOnly = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON,
  hour: '2-digit',
  minute: '2-digit',
});

/** "14:30" in UK time. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : timeOnly.format(date);
}

/** "5 Mar 2025" in UK time. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateOnly.format(date);
}

/**
 * A custom price's valid-to moment as "YYYY-MM-DD" for a date input; '' for none. The server
 * stores a date as 00:00 UTC that day, so the ISO text starts with the date itself.
 */
export function toDateInputValue(iso: string | null): string {
  const date = iso?.slice(0, 10) ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '';
}

/** "606.90" -> "£606.90"; anything unreadable is shown as it came. */
export function formatPounds(pounds: string | number): string {
  try {
    return formatGBP(parsePounds(pounds));
  } catch {
    return String(pounds);
  }
}

/** A credit note's total is negative: "-338.10" -> "-£338.10". */
export const signedPounds = (amount: string) =>
  amount.startsWith('-') ? `-${formatPounds(amount.slice(1))}` : formatPounds(amount);

const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** A calendar date, "2032-03-12" -> "12 March 2032"; the input as is when it is not one. */
export function formatLongDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : longDate.format(parsed);
}
