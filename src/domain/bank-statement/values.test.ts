import { describe, expect, it } from 'vitest';
import { parseStatementAmount, parseStatementDate } from './values.ts';

describe('parseStatementDate', () => {
  it.each([
    ['02/12/2026', '2026-12-02'],
    ['2/12/2026', '2026-12-02'],
    ['02/12/26', '2026-12-02'],
    ['02-12-2026', '2026-12-02'],
    ['02.12.2026', '2026-12-02'],
    ['2026-12-02', '2026-12-02'],
    ['2026-12-02T09:30:00Z', '2026-12-02'],
    ['02 Dec 2026', '2026-12-02'],
    ['2 December 2026', '2026-12-02'],
    ['02-Dec-26', '2026-12-02'],
    [' 29/02/2028 ', '2028-02-29'],
  ])('%s -> %s', (text, iso) => {
    expect(parseStatementDate(text)).toBe(iso);
  });

  it.each([
    '',
    '12/31/2026',
    '29/02/2027',
    '31/04/2026',
    '2 Decx 2026',
    'Dec 2 2026',
    '20261202',
    'yesterday',
  ])('does not understand %j', (text) => {
    expect(parseStatementDate(text)).toBeNull();
  });
});

describe('parseStatementAmount', () => {
  it.each([
    ['305.00', 30500],
    ['305', 30500],
    ['305.5', 30550],
    ['1,234.56', 123456],
    ['£1,234.56', 123456],
    ['GBP 12.00', 1200],
    ['-£12.00', -1200],
    ['£-12.00', -1200],
    ['+12.00', 1200],
    ['-0.01', -1],
    ['12.00 CR', 1200],
    ['12.00CR', 1200],
    ['12.00 DR', -1200],
    ['(1,200.00)', -120000],
    ['£1,000,000.00', 100000000],
  ])('%s -> %d', (text, pence) => {
    expect(parseStatementAmount(text)).toBe(pence);
  });

  it.each(['', '  ', 'abc', '12.345', '1,23.00', '--12', '-12.00 DR', '(12.00) CR', '12,00', '£'])(
    'does not understand %j',
    (text) => {
      expect(parseStatementAmount(text)).toBeNull();
    },
  );
});
