// The values a UK bank statement writes: dates and amounts in the forms UK banks export them.
// Each parser returns null for what it cannot read, so the caller reports the line instead
// of guessing.
import { parsePounds, type Pence } from '../money.ts';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

function isoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  // Day 0 of the next month is the last day of this one.
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > lastDay) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A two-digit year is this century's: statements are never from the 1900s. */
const fullYear = (year: string) => (year.length === 2 ? 2000 + Number(year) : Number(year));

/**
 * A statement date as ISO YYYY-MM-DD: dd/mm/yyyy, dd/mm/yy (also with - or .), yyyy-mm-dd
 * (a time after it is ignored) and '02 Dec 2026' / '2 December 2026' / '02-Dec-26'. Day
 * before month always, as UK banks write it; a date that does not exist is not understood.
 */
export function parseStatementDate(text: string): string | null {
  const value = text.trim();
  let match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(value);
  if (match) return isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(value);
  if (match) return isoDate(fullYear(match[3]!), Number(match[2]), Number(match[1]));
  match = /^(\d{1,2})[ -]([A-Za-z]{3,9})[ -](\d{4}|\d{2})$/.exec(value);
  if (match) {
    const name = match[2]!.toLowerCase();
    // 'Dec', 'Sept' or 'December'; nothing else.
    const month = MONTHS.findIndex((m) => m === name || (name.length <= 4 && m.startsWith(name)));
    if (month < 0) return null;
    return isoDate(fullYear(match[3]!), month + 1, Number(match[1]));
  }
  return null;
}

/**
 * A signed amount in pence from a statement cell: '1,234.56', '£1,234.56', '-£12.00',
 * '£-12.00', '+12.00', '12.00 CR' (money in), '12.00 DR' (money out), '(12.00)' (money out).
 * Blank gives null, as does anything else (a third decimal, letters, two signs).
 */
export function parseStatementAmount(text: string): Pence | null {
  let value = text.trim().replace(/\s+/g, ' ');
  if (value === '') return null;
  let negative = false;
  let signs = 0;
  const suffix = /\s?(CR|DR)$/i.exec(value);
  if (suffix) {
    negative = suffix[1]!.toUpperCase() === 'DR';
    signs += 1;
    value = value.slice(0, suffix.index).trim();
  }
  const brackets = /^\((.*)\)$/.exec(value);
  if (brackets) {
    negative = true;
    signs += 1;
    value = brackets[1]!.trim();
  }
  // A sign before or after the pound sign: '-£12.00' and '£-12.00' are both seen.
  const sign = /^([+-]?)\s?(?:£|GBP)?\s?([+-]?)/i.exec(value)!;
  const written = `${sign[1]}${sign[2]}`;
  if (written.length > 1) return null;
  if (written !== '') {
    signs += 1;
    negative = written === '-';
  }
  if (signs > 1) return null;
  const digits = value.slice(sign[0].length).trim();
  // Thousands separators only in groups of three, so '1,23.00' is not taken for 123.00.
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(digits)) return null;
  const pence = parsePounds(digits.replaceAll(',', ''));
  return negative ? 0 - pence : pence;
}
