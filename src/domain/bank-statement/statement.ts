// One way in for an uploaded statement: OFX when it says so, CSV otherwise.
import { parseCsvStatement, type CsvLayout } from './csv-statement.ts';
import { looksLikeOfx, parseOfxStatement } from './ofx-statement.ts';
import type { StatementResult } from './statement-line.ts';

export const EMPTY_STATEMENT = 'The file is empty: export the statement from your bank again.';

/** Reads an uploaded statement; a CSV with the business's chosen layout when given. */
export function parseStatement(text: string, layout?: CsvLayout): StatementResult {
  if (text.replace(/^\uFEFF/, '').trim() === '') return { ok: false, message: EMPTY_STATEMENT };
  return looksLikeOfx(text) ? parseOfxStatement(text) : parseCsvStatement(text, layout);
}
