// Bank statements as OFX: SGML OFX 1.x (tags left open) and XML OFX 2.x. Only the statement
// transactions (STMTTRN) are read, and only the fields the import needs, so a short reader
// does the job without an OFX library.
import {
  problemsOf,
  withFingerprints,
  type StatementLine,
  type StatementResult,
} from './statement-line.ts';

const NOT_A_STATEMENT =
  'This file is not a bank statement we can read: export it from your bank as CSV or OFX.';

/** OFX 1.x starts with its OFXHEADER block, 2.x with an OFX processing instruction. */
export const looksLikeOfx = (text: string) =>
  /^\s*(OFXHEADER:|<\?xml[^>]*>\s*<\?OFX|<OFX>)/i.test(text.replace(/^\uFEFF/, ''));

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};
const decode = (value: string) =>
  value.replace(
    /&(amp|lt|gt|quot|apos|nbsp);/gi,
    (_m, name: string) => ENTITIES[name.toLowerCase()]!,
  );

/** A field's value inside a transaction: up to the next tag or line end (SGML leaves it open). */
function field(block: string, tag: string): string {
  const match = new RegExp(`<${tag}>([^<\\r\\n]*)`, 'i').exec(block);
  return match ? decode(match[1]!.trim()) : '';
}

/** DTPOSTED is YYYYMMDD, perhaps with a time and zone after it; the day is what we keep. */
function ofxDate(value: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${match[1]}-${match[2]}-${match[3]}`;
}

/** TRNAMT is signed, with a point (or, from a few banks, a comma) before the pence. */
function ofxAmount(value: string): number | null {
  const match = /^([+-]?)(\d+)(?:[.,](\d{1,2}))?$/.exec(value);
  if (!match) return null;
  const pence = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(pence)) return null;
  return match[1] === '-' ? 0 - pence : pence;
}

export function parseOfxStatement(text: string): StatementResult {
  if (!looksLikeOfx(text)) return { ok: false, message: NOT_A_STATEMENT };
  const lines: Omit<StatementLine, 'fingerprint'>[] = [];
  const blocks = /<STMTTRN>([\s\S]*?)<\/STMTTRN>/gi;
  for (let match = blocks.exec(text); match; match = blocks.exec(text)) {
    const block = match[1]!;
    const date = ofxDate(field(block, 'DTPOSTED'));
    const amountPence = ofxAmount(field(block, 'TRNAMT'));
    const name = field(block, 'NAME');
    const memo = field(block, 'MEMO');
    lines.push({
      lineNumber: text.slice(0, match.index).split('\n').length,
      date,
      amountPence,
      description: [name, memo].filter((part) => part !== '').join(' '),
      payer: name || null,
      bankTransactionId: field(block, 'FITID') || null,
      balancePence: null,
      problems: problemsOf(date, amountPence),
    });
  }
  if (lines.length === 0 && !/<BANKTRANLIST>/i.test(text)) {
    return { ok: false, message: NOT_A_STATEMENT };
  }
  return { ok: true, format: 'ofx', layout: 'OFX', lines: withFingerprints(lines) };
}
