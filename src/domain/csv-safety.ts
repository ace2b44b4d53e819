/**
 * CSV injection (OWASP): a spreadsheet opening a CSV runs a cell as a formula when it starts
 * with =, +, - or @, also after leading spaces, or starts with a tab or carriage return.
 * `=HYPERLINK(...)` in an exported cell can send whoever opens the file anywhere.
 */
const FORMULA_START = /^[=+\-@]/;
const CONTROL_START = /^[\t\r]/;
/** A plain number, negative ones included: a spreadsheet reads it as a number, not a formula. */
const PURE_NUMBER = /^-?\d+(\.\d+)?$/;

/** True when a spreadsheet could take the cell for a formula (ignoring plain numbers). */
export function looksLikeFormula(cell: string): boolean {
  if (PURE_NUMBER.test(cell)) return false;
  return CONTROL_START.test(cell) || FORMULA_START.test(cell.trimStart());
}

/**
 * The cell as an export should write it: a formula-like one behind a single quote, which
 * spreadsheets show as text and never run; anything else unchanged.
 */
export const neutraliseCsvCell = (cell: string): string =>
  looksLikeFormula(cell) ? `'${cell}` : cell;
