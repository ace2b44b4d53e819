import { describe, expect, it } from 'vitest';
import generic from './fixtures/generic.csv?raw';
import lloyds from './fixtures/lloyds.csv?raw';
import natwest from './fixtures/natwest.csv?raw';
import starling from './fixtures/starling.csv?raw';
import ofx1 from './fixtures/statement-1x.ofx?raw';
import ofx2 from './fixtures/statement-2x.ofx?raw';
import { BANK_LAYOUTS, detectLayout, type CsvLayout } from './csv-statement.ts';
import { EMPTY_STATEMENT, parseStatement } from './statement.ts';
import {
  isCredit,
  linesNotYetImported,
  withFingerprints,
  type StatementLine,
  type StatementResult,
} from './statement-line.ts';

// Imported as text: domain code (tests included) never reads files itself.
const FIXTURES: Record<string, string> = {
  'lloyds.csv': lloyds,
  'natwest.csv': natwest,
  'starling.csv': starling,
  'generic.csv': generic,
  'statement-1x.ofx': ofx1,
  'statement-2x.ofx': ofx2,
};
const fixture = (name: string) => FIXTURES[name]!;

function linesOf(result: StatementResult): StatementLine[] {
  if (!result.ok) throw new Error(result.message);
  return result.lines;
}

/** The fields a person checks, one line per row. */
const summary = (lines: StatementLine[]) =>
  lines.map(({ lineNumber, date, amountPence, description, payer, problems }) => ({
    lineNumber,
    date,
    amountPence,
    description,
    payer,
    problems,
  }));

const NOT_A_STATEMENT =
  'This file is not a bank statement we can read: export it from your bank as CSV or OFX.';

describe('bank CSV layouts', () => {
  it('reads a Lloyds export: paid in and paid out columns, thousands separators', () => {
    const result = parseStatement(fixture('lloyds.csv'));
    expect(result.ok && result.layout).toBe('Lloyds');
    expect(summary(linesOf(result))).toEqual([
      {
        lineNumber: 2,
        date: '2026-12-01',
        amountPence: 61050,
        description: 'J SMITH WP1042',
        payer: null,
        problems: [],
      },
      {
        lineNumber: 3,
        date: '2026-12-01',
        amountPence: -25000,
        description: 'PELLET HAULAGE LTD',
        payer: null,
        problems: ['debit line'],
      },
      {
        lineNumber: 4,
        date: '2026-12-02',
        amountPence: 128100,
        description: 'A JONES REF wp-1043 THANKS',
        payer: null,
        problems: [],
      },
      {
        lineNumber: 5,
        date: '2026-12-02',
        amountPence: 32025,
        description: 'M PATEL',
        payer: null,
        problems: [],
      },
    ]);
    expect(linesOf(result).map((line) => line.balancePence)).toEqual([
      161050, 136050, 264150, 296175,
    ]);
  });

  it('reads a NatWest export: blank first line, spaced headers, quoted text, day-month-name dates', () => {
    const result = parseStatement(fixture('natwest.csv'));
    expect(result.ok && result.layout).toBe('NatWest');
    expect(summary(linesOf(result))).toEqual([
      {
        lineNumber: 3,
        date: '2026-12-01',
        amountPence: 61050,
        description: 'J SMITH WP 1042',
        payer: null,
        problems: [],
      },
      {
        lineNumber: 4,
        date: '2026-12-01',
        amountPence: -25000,
        description: 'PELLET HAULAGE LTD',
        payer: null,
        problems: ['debit line'],
      },
      {
        lineNumber: 5,
        date: '2026-12-02',
        amountPence: 128100,
        description: 'A JONES WP1043 WP1044',
        payer: null,
        problems: [],
      },
    ]);
  });

  it('reads a Starling export: the counter party is the payer and leads the description', () => {
    const result = parseStatement(fixture('starling.csv'));
    expect(result.ok && result.layout).toBe('Starling');
    expect(summary(linesOf(result))).toEqual([
      {
        lineNumber: 2,
        date: '2026-12-01',
        amountPence: 61050,
        description: 'J Smith WP1042',
        payer: 'J Smith',
        problems: [],
      },
      {
        lineNumber: 3,
        date: '2026-12-01',
        amountPence: -25000,
        description: 'Pellet Haulage Ltd Invoice 88',
        payer: 'Pellet Haulage Ltd',
        problems: ['debit line'],
      },
      {
        lineNumber: 4,
        date: '2026-12-02',
        amountPence: 128100,
        description: 'A Jones pellets',
        payer: 'A Jones',
        problems: [],
      },
    ]);
  });

  it('prefers the preset that names the most columns', () => {
    expect(detectLayout(['Date', 'Type', 'Description', 'Value', 'Balance'])?.name).toBe('NatWest');
    expect(
      detectLayout([
        'Date',
        'Counter Party',
        'Reference',
        'Description',
        'Value',
        'Balance',
        'Amount (GBP)',
        'Balance (GBP)',
      ])?.name,
    ).toBe('Starling');
    expect(detectLayout(['When', 'What', 'How much'])).toBeNull();
  });

  it('has a layout for each bank documented', () => {
    expect(BANK_LAYOUTS.map((layout) => layout.name)).toEqual(['Lloyds', 'NatWest', 'Starling']);
  });
});

describe('a CSV with the business chosen columns', () => {
  const chosen: CsvLayout = {
    name: 'Chosen columns',
    mapping: {
      date: 'when',
      description: ['Details'],
      amount: { kind: 'signed', column: 'Money' },
      payer: 'Who',
      transactionId: 'Id',
    },
  };

  it('reports each line with what is wrong with it', () => {
    const lines = linesOf(parseStatement(fixture('generic.csv'), chosen));
    expect(summary(lines)).toEqual([
      {
        lineNumber: 2,
        date: '2026-12-01',
        amountPence: 161050,
        description: 'WP1042',
        payer: 'J Smith',
        problems: [],
      },
      {
        lineNumber: 3,
        date: null,
        amountPence: 1000,
        description: 'WP1043',
        payer: 'A Jones',
        problems: ['date not understood'],
      },
      {
        lineNumber: 4,
        date: '2026-12-02',
        amountPence: -1200,
        description: 'Refund',
        payer: 'Supplier',
        problems: ['debit line'],
      },
      {
        lineNumber: 5,
        date: '2026-12-02',
        amountPence: 1200,
        description: 'WP1044',
        payer: null,
        problems: ['missing columns'],
      },
    ]);
    expect(lines.filter(isCredit).map((line) => line.lineNumber)).toEqual([2]);
    expect(lines.map((line) => line.fingerprint)).toEqual([
      'id:T-1',
      'id:T-2',
      'id:T-3',
      'line:2026-12-02|1200|WP1044|0',
    ]);
  });

  it('refuses a file without a chosen column, naming it', () => {
    expect(parseStatement('When,Details,Who\n2026-12-01,WP1042,J Smith\n', chosen)).toEqual({
      ok: false,
      message: "The statement has no 'Money', 'Id' columns: check the column choices.",
    });
  });

  it('reads separate paid in and paid out columns, either one filled in', () => {
    const layout: CsvLayout = {
      name: 'Chosen columns',
      mapping: {
        date: 'Date',
        description: ['Memo'],
        amount: { kind: 'split', paidIn: 'In', paidOut: 'Out' },
      },
    };
    const lines = linesOf(
      parseStatement(
        'Date,Memo,In,Out\n01/12/26,a,5.00,\n01/12/26,b,,5.00\n01/12/26,c,1,2\n',
        layout,
      ),
    );
    expect(lines.map((line) => [line.amountPence, line.problems])).toEqual([
      [500, []],
      [-500, ['debit line']],
      [null, ['amount not understood']],
    ]);
  });
});

describe('OFX statements', () => {
  it.each(['statement-1x.ofx', 'statement-2x.ofx'])('reads %s', (name) => {
    const result = parseStatement(fixture(name));
    expect(result.ok && result.format).toBe('ofx');
    const [first, second] = linesOf(result);
    expect(first).toMatchObject({
      date: '2026-12-01',
      amountPence: 61050,
      payer: 'J SMITH',
      problems: [],
    });
    expect(first!.description).toMatch(/^J SMITH .*WP1042/);
    expect(first!.fingerprint).toMatch(/^id:/);
    expect(second).toMatchObject({ amountPence: -25000, problems: ['debit line'] });
  });

  it('decodes entities, keeps the line of each transaction and reports a bad date', () => {
    const lines = linesOf(parseStatement(fixture('statement-1x.ofx')));
    expect(lines.map((line) => line.lineNumber)).toEqual([16, 24, 31]);
    expect(lines[1]!.payer).toBe('PELLET HAULAGE & CO');
    expect(lines[2]).toMatchObject({
      date: null,
      amountPence: 128100,
      problems: ['date not understood'],
    });
  });
});

describe('files that are not statements', () => {
  it.each([
    ['an empty file', '', EMPTY_STATEMENT],
    ['a file of blank lines', '\n \r\n', EMPTY_STATEMENT],
    ['a letter', 'Dear Sir,\nPlease find attached.\n', NOT_A_STATEMENT],
    ['a CSV of something else', 'Name,Postcode\nA,AB1 2CD\n', NOT_A_STATEMENT],
    ['broken quoting', 'Date,"Description\n', NOT_A_STATEMENT],
    [
      'an OFX file with no transaction list',
      'OFXHEADER:100\n<OFX><SIGNONMSGSRSV1></SIGNONMSGSRSV1></OFX>',
      NOT_A_STATEMENT,
    ],
  ])('refuses %s with one message', (_name, text, message) => {
    expect(parseStatement(text)).toEqual({ ok: false, message });
  });

  it('accepts a statement with a header and no lines', () => {
    expect(
      parseStatement('Date,Counter Party,Reference,Type,Amount (GBP),Balance (GBP)\n'),
    ).toEqual({
      ok: true,
      format: 'csv',
      layout: 'Starling',
      lines: [],
    });
  });
});

describe('de-duplication across statements', () => {
  const line = (
    date: string,
    amountPence: number,
    description: string,
  ): Omit<StatementLine, 'fingerprint'> => ({
    lineNumber: 1,
    date,
    amountPence,
    description,
    payer: null,
    bankTransactionId: null,
    balancePence: null,
    problems: [],
  });

  it('tells apart identical payments on one day and finds them again in an overlapping statement', () => {
    const week = withFingerprints([
      line('2026-12-01', 5000, 'J SMITH WP1042'),
      line('2026-12-01', 5000, 'j  smith wp1042'),
      line('2026-12-02', 5000, 'J SMITH WP1042'),
    ]);
    expect(new Set(week.map((l) => l.fingerprint)).size).toBe(3);
    const overlapping = withFingerprints([
      line('2026-12-01', 5000, 'J SMITH WP1042'),
      line('2026-12-01', 5000, 'J SMITH WP1042'),
      line('2026-12-02', 5000, 'J SMITH WP1042'),
      line('2026-12-03', 7000, 'A JONES'),
    ]);
    const imported = new Set(week.map((l) => l.fingerprint));
    expect(linesNotYetImported(overlapping, imported).map((l) => l.date)).toEqual(['2026-12-03']);
  });

  it('imports the same file twice as nothing new', () => {
    const lines = linesOf(parseStatement(fixture('lloyds.csv')));
    const again = linesOf(parseStatement(fixture('lloyds.csv')));
    expect(linesNotYetImported(again, new Set(lines.map((l) => l.fingerprint)))).toEqual([]);
  });
});
