// Money is held as integer pence everywhere in arithmetic (see docs/decisions/001).
// Pounds only exist at the edges: as "305.00" strings for the database and the wire,
// and as "£305.00" for people.

/** An amount of money in pence. Always a safe integer. */
export type Pence = number;

const POUNDS_PATTERN = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Parses pounds into pence without going through floating-point multiplication.
 * Strings must look like "305", "305.5" or "305.00"; numbers must be finite, non-negative
 * and have at most two decimals in their shortest form (305.5 -> 30550).
 */
export function parsePounds(value: string | number): Pence {
  if (typeof value === 'number') {
    // String() gives the shortest round-trip form, so 0.29 stays "0.29", not 0.28999...
    // Negatives, NaN, Infinity and exponent forms ("1e-7") all fail the pattern below.
    if (!Number.isFinite(value)) throw new RangeError(`Not an amount of pounds: ${value}`);
    return parsePounds(String(value));
  }
  const match = POUNDS_PATTERN.exec(value);
  if (!match) throw new RangeError(`Not an amount of pounds: "${value}"`);
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const pence = whole * 100 + fraction;
  if (!Number.isSafeInteger(pence)) throw new RangeError(`Amount too large: "${value}"`);
  return pence;
}

/** Throws unless the value is a whole, non-negative number of pence. */
export function assertNonNegativePence(value: number, name = 'amount'): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative whole number of pence, got ${value}`);
  }
}

function assertPence(value: number): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`Pence must be a safe integer, got ${value}`);
  }
}

/** 30550 -> "305.50": two decimals, no symbol; the form used in the database and on the wire. */
export function penceToPounds(p: Pence): string {
  assertPence(p);
  const sign = p < 0 ? '-' : '';
  const abs = Math.abs(p);
  const pounds = (abs - (abs % 100)) / 100;
  return `${sign}${pounds}.${String(abs % 100).padStart(2, '0')}`;
}

/** A signed amount ("-1.90"), as a written-off sum may be: an overpayment kept is negative. */
export function parseSignedPounds(value: string): Pence {
  return value.startsWith('-') ? -parsePounds(value.slice(1)) : parsePounds(value);
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * 123450 -> "£1,234.50", or "£1,235" with 0 decimals. Whole pounds are rounded half up
 * here with roundHalfUp, so we never depend on an Intl rounding mode.
 */
export function formatGBP(p: Pence, decimals: 0 | 2 = 2): string {
  assertPence(p);
  const sign = p < 0 ? '-' : '';
  const abs = Math.abs(p);
  if (decimals === 0) return `${sign}£${groupThousands(String(roundHalfUp(abs, 100)))}`;
  const [pounds, pennies] = penceToPounds(abs).split('.');
  return `${sign}£${groupThousands(pounds ?? '0')}.${pennies ?? '00'}`;
}

/**
 * The ONE rounding rule: numerator / denominator rounded to the nearest integer, with
 * exact halves going away from zero (2.5 -> 3, -2.5 -> -3). Integer arithmetic only, so
 * both arguments must be safe integers and the denominator positive.
 */
export function roundHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator)) {
    throw new RangeError(`roundHalfUp needs safe integers, got ${numerator}/${denominator}`);
  }
  if (denominator <= 0) throw new RangeError(`Denominator must be positive, got ${denominator}`);
  const abs = Math.abs(numerator);
  const remainder = abs % denominator;
  // (abs - remainder) is an exact multiple, so this division is exact even for large values.
  const quotient = (abs - remainder) / denominator;
  const rounded = remainder * 2 >= denominator ? quotient + 1 : quotient;
  // `0 - rounded` rather than `-rounded` so that a zero result is never -0.
  return numerator < 0 ? 0 - rounded : rounded;
}

/** percent% of an amount, rounded with roundHalfUp. percent must be a whole number. */
export function percentOf(p: Pence, percent: number): Pence {
  // Checked up front so that, say, 12.5% of 100p does not slip through on a lucky product.
  if (!Number.isSafeInteger(p) || !Number.isSafeInteger(percent)) {
    throw new RangeError(`percentOf needs whole pence and a whole percentage: ${p}, ${percent}`);
  }
  return roundHalfUp(p * percent, 100);
}
