import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { looksLikeFormula, neutraliseCsvCell } from './csv-safety.ts';

describe('neutraliseCsvCell', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Click")', `'=HYPERLINK("http://evil.example","Click")`],
    ['+44 1632 960123', `'+44 1632 960123`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1:A2)', `'@SUM(A1:A2)`],
    [' =1+1', `' =1+1`],
    ['\u00a0\n=1+1', `'\u00a0\n=1+1`],
    ['\tcmd', `'\tcmd`],
    ['\rcmd', `'\rcmd`],
  ])('puts a quote before the formula-like %j', (cell, expected) => {
    expect(neutraliseCsvCell(cell)).toBe(expected);
  });

  it.each([
    'Doncaster',
    'United Kingdom',
    'DN,DN15',
    '289.00',
    '-5',
    '-5.50',
    '0',
    'true',
    '',
    "'=already quoted",
    'a=b',
    'Hull, East Riding',
  ])('leaves %j unchanged', (cell) => {
    expect(neutraliseCsvCell(cell)).toBe(cell);
  });

  it('never leaves a cell a spreadsheet would run, and only ever adds one quote', () => {
    fc.assert(
      fc.property(fc.string(), (cell) => {
        const safe = neutraliseCsvCell(cell);
        expect(looksLikeFormula(safe)).toBe(false);
        expect(safe === cell || safe === `'${cell}`).toBe(true);
      }),
    );
  });
});
