// A statement as read from a bank's file: its lines, each with what was wrong with it. Shared
// by the CSV and OFX readers so the import screen treats both alike.
import type { Pence } from '../money.ts';

export const LINE_PROBLEMS = {
  debit: 'debit line',
  zero: 'zero amount',
  date: 'date not understood',
  amount: 'amount not understood',
  missingColumns: 'missing columns',
} as const;
export type LineProblem = (typeof LINE_PROBLEMS)[keyof typeof LINE_PROBLEMS];

export interface StatementLine {
  /** Where the line is in the file (1-based), for "line 12: debit line". */
  lineNumber: number;
  /** ISO YYYY-MM-DD, or null when not understood. */
  date: string | null;
  /** Money in is positive, money out negative; null when not understood. */
  amountPence: Pence | null;
  description: string;
  /** Who paid, when the bank says so apart from the description. */
  payer: string | null;
  /** The bank's own id for the transaction (OFX FITID or a CSV id column). */
  bankTransactionId: string | null;
  balancePence: Pence | null;
  /**
   * The same transaction gives the same fingerprint in every statement it appears in, so
   * importing a statement twice, or two overlapping ones, records it once.
   */
  fingerprint: string;
  /** Empty for a credit that can be matched to an order. */
  problems: LineProblem[];
}

export type StatementFormat = 'csv' | 'ofx';

export type StatementResult =
  | { ok: true; format: StatementFormat; layout: string; lines: StatementLine[] }
  | { ok: false; message: string };

/** A line that can be matched: a credit with a date and an amount. */
export const isCredit = (line: StatementLine) => line.problems.length === 0;

/** What the line's problems mean for it: only clean credits are matched. */
export function problemsOf(date: string | null, amountPence: Pence | null): LineProblem[] {
  const problems: LineProblem[] = [];
  if (date === null) problems.push(LINE_PROBLEMS.date);
  if (amountPence === null) problems.push(LINE_PROBLEMS.amount);
  else if (amountPence < 0) problems.push(LINE_PROBLEMS.debit);
  else if (amountPence === 0) problems.push(LINE_PROBLEMS.zero);
  return problems;
}

type Unfingerprinted = Omit<StatementLine, 'fingerprint'>;

/**
 * Fingerprints: the bank's id when it gives one; otherwise date, amount and description plus
 * the line's place among identical lines of that day, so two genuine £50 payments from the
 * same payer on one day stay two, while the same two in an overlapping statement match again.
 */
export function withFingerprints(lines: Unfingerprinted[]): StatementLine[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    if (line.bankTransactionId) {
      return { ...line, fingerprint: `id:${line.bankTransactionId}` };
    }
    const description = line.description.toUpperCase().replace(/\s+/g, ' ').trim();
    const key = `${line.date ?? '?'}|${line.amountPence ?? '?'}|${description}`;
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    return { ...line, fingerprint: `line:${key}|${occurrence}` };
  });
}

/** The lines of a statement not recorded before, by fingerprint (earlier imports included). */
export function linesNotYetImported(
  lines: StatementLine[],
  importedFingerprints: ReadonlySet<string>,
): StatementLine[] {
  return lines.filter((line) => !importedFingerprints.has(line.fingerprint));
}
