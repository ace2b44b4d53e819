import { formatGBP, parsePounds } from '#domain/money';

const weekLabel = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** "2026-11-23" -> "23 Nov": an ISO day read as the calendar day it names. */
export const shortDay = (isoDay: string) => weekLabel.format(new Date(`${isoDay}T00:00:00Z`));

/** "1234.50" -> 1234.5, a number a chart can draw (never used in a sum). */
export const poundsForChart = (pounds: string) => parsePounds(pounds) / 100;

/** "1234.50" -> "£1,235": whole pounds, for axis ticks and headline figures. */
export const wholePounds = (pounds: string) => formatGBP(parsePounds(pounds), 0);
