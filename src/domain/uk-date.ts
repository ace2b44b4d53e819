/**
 * Today's date in the UK, where the business works, whatever the server's (or the browser's)
 * time zone. A module of its own: the delivery calendar beside it carries the bank holidays,
 * which a page that only needs today's date should not download.
 */
export function ukDate(now: Date): string {
  return UK_DATE.format(now);
}
// Made once: a formatter costs far more to make than to use, and the price check asks often.
const UK_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });
