const day = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

/** "2026-09-10" -> "Thu 10 Sep": a delivery's calendar day, whatever the browser's zone. */
export function formatDeliveryDay(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : day.format(date).replace(',', '');
}
