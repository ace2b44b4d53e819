import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { creditNoteFigures, invoiceFigures } from './invoice.ts';
import { priceLine } from './pricing.ts';
import { vatReturn, type VatDocument } from './vat-return.ts';

const QUARTER = { start: '2026-10-01', end: '2026-12-31' };

function invoice(
  number: number,
  taxPoint: string,
  unitPricePence: number,
  tonnes: number,
  vatRate: 0 | 5 | 20,
): VatDocument {
  const line = priceLine({ unitPricePence, tonnes, vatRate });
  const figures = invoiceFigures({
    unitPricePence,
    tonnes,
    vatRate,
    vatPence: line.vatPence,
    totalPence: line.grossPence,
  });
  return {
    kind: 'invoice',
    number,
    taxPoint,
    netPence: figures.netPence,
    vatPence: figures.vatPence,
  };
}

function creditNote(number: number, taxPoint: string, of: VatDocument): VatDocument {
  const figures = creditNoteFigures({
    unitPricePence: 0,
    tonnes: 0,
    vatRate: 5,
    netPence: of.netPence,
    vatPence: of.vatPence,
    grossPence: of.netPence + of.vatPence,
  });
  return {
    kind: 'credit_note',
    number,
    taxPoint,
    netPence: figures.netPence,
    vatPence: figures.vatPence,
  };
}

describe('vatReturn', () => {
  // 305.00 x 2 t at 5%: net 610.00, VAT 30.50. 287.45 x 7.5 t at 20%: net 2155.88, VAT 431.18.
  const first = invoice(1, '2026-10-01', 30500, 2, 5);
  const second = invoice(2, '2026-12-31', 28745, 7.5, 20);
  const credited = invoice(3, '2026-11-15', 30000, 1, 5);
  const credit = creditNote(4, '2026-11-20', credited);
  const before = invoice(5, '2026-09-30', 30000, 1, 5);
  const after = invoice(6, '2027-01-01', 30000, 1, 5);
  const boxes = vatReturn([first, second, credited, credit, before, after], QUARTER);
  const byBox = (n: number) => boxes.find((b) => b.box === n)!;

  it('box 1 is the VAT on sales less credit notes, box 6 the net sales, exact to the penny', () => {
    expect(second).toMatchObject({ netPence: 215588, vatPence: 43118 });
    expect(byBox(1)).toMatchObject({ source: 'shop', pence: 3050 + 43118, returnPence: 46168 });
    expect(byBox(6)).toMatchObject({ source: 'shop', pence: 61000 + 215588, returnPence: 276500 });
  });

  it('lists the documents behind each box, only those with a tax point in the quarter', () => {
    expect(byBox(1).documents.map((d) => d.number)).toEqual([1, 2, 3, 4]);
    expect(byBox(6).documents.map((d) => d.number)).toEqual([1, 2, 3, 4]);
    expect(byBox(4).documents).toEqual([]);
  });

  it('shows the boxes the shop has no figures for as not from the shop, and 3 and 5 as partial', () => {
    expect(boxes.map((b) => [b.box, b.source, b.pence])).toEqual([
      [1, 'shop', 46168],
      [2, 'not_from_shop', null],
      [3, 'partial', 46168],
      [4, 'not_from_shop', null],
      [5, 'partial', 46168],
      [6, 'shop', 276588],
      [7, 'not_from_shop', null],
      [8, 'not_from_shop', null],
      [9, 'not_from_shop', null],
    ]);
    expect(byBox(5).label).toBe('Net VAT to pay to HMRC or reclaim');
  });

  it('a quarter of credit notes only gives negative sales and an unsigned box 5', () => {
    const only = vatReturn([creditNote(9, '2026-10-02', first)], QUARTER);
    expect(only.map((b) => b.returnPence)).toEqual([
      -3050,
      null,
      -3050,
      null,
      3050,
      -61000,
      null,
      null,
      null,
    ]);
    // Whole pounds for box 6 leave the pence out towards zero.
    const odd = vatReturn(
      [
        {
          kind: 'credit_note',
          number: 1,
          taxPoint: '2026-10-02',
          netPence: -12399,
          vatPence: -620,
        },
      ],
      QUARTER,
    );
    expect(odd[5]!.returnPence).toBe(-12300);
  });

  it('an empty quarter is all zeros for the shop boxes', () => {
    expect(vatReturn([], QUARTER).map((b) => b.pence)).toEqual([
      0,
      null,
      0,
      null,
      0,
      0,
      null,
      null,
      null,
    ]);
  });

  it('an invoice and its credit note cancel out exactly, at any price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_00 }),
        fc.integer({ min: 1, max: 60 }),
        fc.constantFrom<0 | 5 | 20>(0, 5, 20),
        (price, halves, rate) => {
          const issued = invoice(1, '2026-10-10', price, halves / 2, rate);
          const boxes = vatReturn([issued, creditNote(2, '2026-10-11', issued)], QUARTER);
          expect(boxes[0]!.pence).toBe(0);
          expect(boxes[5]!.pence).toBe(0);
        },
      ),
    );
  });
});
