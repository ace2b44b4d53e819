// Order quantities in tonnes (spec sections 5 and 9): 1 to 50, in steps of half a tonne.

export const MIN_TONNES = 1;
export const MAX_TONNES = 50;
export const TONNES_STEP = 0.5;
export const DEFAULT_TONNES = 1;

// Plain decimal notation only: Number() alone would also accept "0x10", "1e1" and "  ".
const DECIMAL_PATTERN = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

function isHalfStep(tonnes: number): boolean {
  // Doubling a double is exact, so this has no floating-point error.
  return Number.isInteger(tonnes / TONNES_STEP);
}

/** True for a finite number of tonnes from 1 to 50 that is a multiple of 0.5. */
export function isValidQuantity(tonnes: number): boolean {
  return (
    Number.isFinite(tonnes) && tonnes >= MIN_TONNES && tonnes <= MAX_TONNES && isHalfStep(tonnes)
  );
}

/** True when the typed text is itself a quantity we sell, so using it replaces nothing. */
export function isExactQuantityInput(raw: string): boolean {
  const text = raw.trim();
  return DECIMAL_PATTERN.test(text) && isValidQuantity(Number(text));
}

/**
 * Turns what the user typed into a quantity, following spec section 5:
 * non-numeric or empty -> 1; numeric but outside 1-50 -> `previous` (the input is ignored);
 * in range but off the step -> nearest half tonne (exact quarters round up).
 */
export function parseQuantityInput(raw: string, previous: number): number {
  const text = raw.trim();
  if (!DECIMAL_PATTERN.test(text)) return DEFAULT_TONNES;
  const tonnes = Number(text);
  if (tonnes < MIN_TONNES || tonnes > MAX_TONNES) return previous;
  // The range ends are on the step, so rounding can never leave the range.
  return Math.round(tonnes / TONNES_STEP) * TONNES_STEP;
}

/**
 * The number of half tonnes in a quantity (2.5 -> 5). Prices are per tonne, so
 * price * halfTonnes / 2 keeps line totals in integer arithmetic.
 * Throws for anything that is not a positive multiple of 0.5; the 1-50 range is checked by
 * isValidQuantity at the edges, not here, so that stored orders can always be re-priced.
 */
export function halfTonnes(tonnes: number): number {
  if (!Number.isFinite(tonnes) || tonnes <= 0 || !isHalfStep(tonnes)) {
    throw new RangeError(`Quantity must be a positive multiple of ${TONNES_STEP}, got ${tonnes}`);
  }
  return tonnes / TONNES_STEP;
}
