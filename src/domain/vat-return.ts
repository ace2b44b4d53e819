// The nine boxes of an MTD VAT return for a period, from the shop's invoices and credit notes.
// The shop's records hold its sales only: box 1 (VAT on sales) and box 6 (sales before VAT).
// Purchases, EU trade and reclaimed VAT are in the business's other books, so those boxes are
// shown as not from the shop, and the boxes worked out from them (3 and 5) as partial.
import type { InvoiceKind } from './invoice.ts';
import type { Pence } from './money.ts';

/** An issued document's figures as stored: a credit note's are negative (creditNoteFigures). */
export interface VatDocument {
  kind: InvoiceKind;
  number: number;
  /** Time of supply, YYYY-MM-DD: decides the period the document belongs to. */
  taxPoint: string;
  netPence: Pence;
  vatPence: Pence;
}

export type VatBoxSource = 'shop' | 'partial' | 'not_from_shop';

export interface VatBox {
  box: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
  label: string;
  source: VatBoxSource;
  /** Exact to the penny; null when the shop has no figure for it. */
  pence: Pence | null;
  /**
   * What goes on the return: boxes 1 to 5 in pounds and pence, boxes 6 to 9 in whole pounds
   * with the pence left out (HMRC's rule for those boxes).
   */
  returnPence: Pence | null;
  documents: VatDocument[];
}

export interface VatPeriod {
  /** First and last day, inclusive, YYYY-MM-DD. */
  start: string;
  end: string;
}

export const VAT_BOX_LABELS = {
  1: 'VAT due on sales and other outputs',
  2: 'VAT due on acquisitions from EU member states',
  3: 'Total VAT due',
  4: 'VAT reclaimed on purchases and other inputs',
  5: 'Net VAT to pay to HMRC or reclaim',
  6: 'Total value of sales and other outputs, excluding VAT',
  7: 'Total value of purchases and other inputs, excluding VAT',
  8: 'Total value of supplies of goods to EU member states, excluding VAT',
  9: 'Total value of acquisitions of goods from EU member states, excluding VAT',
} as const;

/** The pence left out of a whole-pound box, towards zero: £1,234.99 -> £1,234. */
const wholePounds = (pence: Pence) => pence - (pence % 100) + 0;

/** The quarter's documents: tax point within the period, both ends included. */
export const documentsInPeriod = (documents: readonly VatDocument[], period: VatPeriod) =>
  documents.filter((doc) => doc.taxPoint >= period.start && doc.taxPoint <= period.end);

export function vatReturn(documents: readonly VatDocument[], period: VatPeriod): VatBox[] {
  const inPeriod = documentsInPeriod(documents, period);
  const outputVat = inPeriod.reduce((sum, doc) => sum + doc.vatPence, 0);
  const netSales = inPeriod.reduce((sum, doc) => sum + doc.netPence, 0);
  const box = (
    number: VatBox['box'],
    source: VatBoxSource,
    pence: Pence | null,
    behind: VatDocument[] = source === 'not_from_shop' ? [] : inPeriod,
  ): VatBox => ({
    box: number,
    label: VAT_BOX_LABELS[number],
    source,
    pence,
    returnPence: pence === null ? null : number >= 6 ? wholePounds(pence) : pence,
    documents: behind,
  });
  return [
    box(1, 'shop', outputVat),
    box(2, 'not_from_shop', null),
    // Box 3 is 1 + 2 and box 5 the difference of 3 and 4 (HMRC asks for it unsigned): the
    // shop's part of each, to be completed with the boxes it has no figure for.
    box(3, 'partial', outputVat),
    box(4, 'not_from_shop', null),
    box(5, 'partial', Math.abs(outputVat)),
    box(6, 'shop', netSales),
    box(7, 'not_from_shop', null),
    box(8, 'not_from_shop', null),
    box(9, 'not_from_shop', null),
  ];
}
