// Bank statements exported as CSV. A layout says which header names hold which field: the
// generic one is chosen once by the business (and remembered by the caller); the presets
// follow the exports of large UK banks (docs/accounting-exports.md lists their headers).
import { parse } from 'csv-parse/sync';
import { parseStatementAmount, parseStatementDate } from './values.ts';
import {
  LINE_PROBLEMS,
  problemsOf,
  withFingerprints,
  type StatementResult,
} from './statement-line.ts';

/** Which columns, by header name, hold each field. Header names match ignoring case and spaces. */
export interface ColumnMapping {
  date: string;
  /** One or more columns, joined with a space (a bank may split name and reference). */
  description: string[];
  /** One signed amount column, or separate paid-in and paid-out columns. */
  amount: { kind: 'signed'; column: string } | { kind: 'split'; paidIn: string; paidOut: string };
  payer?: string;
  balance?: string;
  transactionId?: string;
}

export interface CsvLayout {
  name: string;
  mapping: ColumnMapping;
}

export const BANK_LAYOUTS: readonly CsvLayout[] = [
  {
    name: 'Lloyds',
    mapping: {
      date: 'Transaction Date',
      description: ['Transaction Description'],
      amount: { kind: 'split', paidIn: 'Credit Amount', paidOut: 'Debit Amount' },
      balance: 'Balance',
    },
  },
  {
    name: 'NatWest',
    mapping: {
      date: 'Date',
      description: ['Description'],
      amount: { kind: 'signed', column: 'Value' },
      balance: 'Balance',
    },
  },
  {
    name: 'Starling',
    mapping: {
      date: 'Date',
      description: ['Counter Party', 'Reference'],
      amount: { kind: 'signed', column: 'Amount (GBP)' },
      payer: 'Counter Party',
      balance: 'Balance (GBP)',
    },
  },
];

const NOT_A_STATEMENT =
  'This file is not a bank statement we can read: export it from your bank as CSV or OFX.';

const headerKey = (name: string) => name.toLowerCase().replace(/[\s_]+/g, '');

function mappingColumns(mapping: ColumnMapping): string[] {
  const amount =
    mapping.amount.kind === 'signed'
      ? [mapping.amount.column]
      : [mapping.amount.paidIn, mapping.amount.paidOut];
  return [
    mapping.date,
    ...mapping.description,
    ...amount,
    ...[mapping.payer, mapping.balance, mapping.transactionId].filter((c) => c !== undefined),
  ];
}

/** The columns of the mapping the header lacks. */
function missingColumns(header: string[], mapping: ColumnMapping): string[] {
  const present = new Set(header.map(headerKey));
  return mappingColumns(mapping).filter((column) => !present.has(headerKey(column)));
}

/** The preset whose columns the header holds, the most specific first (NatWest's are generic). */
export function detectLayout(header: string[]): CsvLayout | null {
  const fitting = BANK_LAYOUTS.filter(
    (layout) => missingColumns(header, layout.mapping).length === 0,
  );
  fitting.sort((a, b) => mappingColumns(b.mapping).length - mappingColumns(a.mapping).length);
  return fitting[0] ?? null;
}

interface Row {
  record: string[];
  lineNumber: number;
}

function readRows(text: string): Row[] | null {
  try {
    const rows = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return rows
      .map(({ record, info }) => ({ record, lineNumber: info.lines }))
      .filter(({ record }) => record.some((cell) => cell !== ''));
  } catch {
    return null;
  }
}

/**
 * Reads a CSV statement with the given layout, or with the bank preset its header names. A
 * file with no header we know, or without a column the layout needs, is refused as a whole.
 */
export function parseCsvStatement(text: string, layout?: CsvLayout): StatementResult {
  const rows = readRows(text);
  if (rows === null || rows.length === 0) return { ok: false, message: NOT_A_STATEMENT };
  // Some banks write a line or two about the account above the header.
  const headerAt = rows
    .slice(0, 5)
    .findIndex(({ record }) =>
      layout ? missingColumns(record, layout.mapping).length === 0 : detectLayout(record) !== null,
    );
  if (headerAt < 0) {
    if (layout) {
      const missing = missingColumns(rows[0]!.record, layout.mapping);
      return {
        ok: false,
        message: `The statement has no ${missing.map((c) => `'${c}'`).join(', ')} column${missing.length > 1 ? 's' : ''}: check the column choices.`,
      };
    }
    return { ok: false, message: NOT_A_STATEMENT };
  }
  const header = rows[headerAt]!.record;
  const chosen = layout ?? detectLayout(header)!;
  const index = new Map(header.map((name, i) => [headerKey(name), i]));
  const columnOf = (name: string) => index.get(headerKey(name))!;

  const lines = rows.slice(headerAt + 1).map(({ record, lineNumber }) => {
    // NatWest (and spreadsheet-safe exports) put a quote before text cells: not part of it.
    const cell = (name: string | undefined) =>
      name === undefined ? '' : (record[columnOf(name)] ?? '').replace(/^'/, '');
    const { mapping } = chosen;
    const date = parseStatementDate(cell(mapping.date));
    const amountPence = readAmount(mapping, cell);
    const problems = problemsOf(date, amountPence);
    if (record.length < header.length) problems.unshift(LINE_PROBLEMS.missingColumns);
    return {
      lineNumber,
      date,
      amountPence,
      description: mapping.description
        .map(cell)
        .filter((part) => part !== '')
        .join(' '),
      payer: cell(mapping.payer) || null,
      bankTransactionId: cell(mapping.transactionId) || null,
      balancePence: parseStatementAmount(cell(mapping.balance)),
      problems,
    };
  });
  return { ok: true, format: 'csv', layout: chosen.name, lines: withFingerprints(lines) };
}

function readAmount(mapping: ColumnMapping, cell: (name: string) => string): number | null {
  if (mapping.amount.kind === 'signed') return parseStatementAmount(cell(mapping.amount.column));
  const paidIn = cell(mapping.amount.paidIn);
  const paidOut = cell(mapping.amount.paidOut);
  // Exactly one of the two is filled in; both or neither is not an amount we can trust.
  if ((paidIn === '') === (paidOut === '')) return null;
  if (paidIn !== '') return parseStatementAmount(paidIn);
  const out = parseStatementAmount(paidOut);
  return out === null ? null : 0 - Math.abs(out);
}
