import { formatGBP, parsePounds } from '#domain/money';
import { site } from '#shared/site';

/**
 * A value safe for a mail header: line breaks (and other control characters) become spaces,
 * so text a visitor typed can never start a header of its own (header injection).
 */
export function headerValue(value: string, maxLength = 200): string {
  // eslint-disable-next-line no-control-regex
  const flat = value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').replace(/ {2,}/g, ' ');
  return flat.trim().slice(0, maxLength).trim();
}

/** "289.00" -> "£289.00" (money is never floating point: see #domain/money). */
export const pounds = (amount: string) => formatGBP(parsePounds(amount));

export const tonnes = (quantity: number) => `${quantity} ${quantity === 1 ? 'tonne' : 'tonnes'}`;

const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/** "31 January 2025 at 09:05", UK time; the input as is when it is not a date. */
export function ukDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** Address parts one per line, blanks left out. */
export const addressLines = (...parts: (string | null | undefined)[]) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join('\n');

/** Company details a UK business must show on its emails, and how to reach us. */
export const businessFooter = (): string[] => [
  `${site.tradingName} | ${site.phone.display} | ${site.email}`,
  `${site.companyName}, registered in ${site.registeredIn}, company number ${site.companyNumber}.`,
  `${site.headOffice.label}: ${site.headOffice.lines.join(', ')}`,
];
