// Whether a changed order needs a credit note and a new invoice (decision 015): only when
// what its invoice prints about the supply would read differently.
import type { InvoiceDocument, InvoiceFigures, InvoiceParty } from './invoice.ts';

/**
 * What an invoice says of the supply: the customer billed, the order, the goods, where they
 * go and every figure. Not its number or dates (a new document has its own), nor the seller's
 * details (fixed when issued: a change in Settings never re-issues old invoices).
 */
export type InvoiceContent = Pick<
  InvoiceDocument,
  'customer' | 'orderId' | 'region' | 'goods' | 'figures'
>;

const sameParty = (a: InvoiceParty, b: InvoiceParty) =>
  a.name === b.name &&
  (a.company ?? null) === (b.company ?? null) &&
  a.addressLines.length === b.addressLines.length &&
  a.addressLines.every((line, index) => line === b.addressLines[index]);

const FIGURES: readonly (keyof InvoiceFigures)[] = [
  'unitPricePence',
  'tonnes',
  'vatRate',
  'netPence',
  'vatPence',
  'grossPence',
];

/**
 * True when the invoice as issued and the invoice the order would now get say different
 * things. Compared field by field, so neither the order of keys in a stored document (jsonb
 * sorts them) nor anything the invoice does not print can make two alike documents differ.
 */
export function needsNewDocuments(issued: InvoiceContent, wouldBe: InvoiceContent): boolean {
  return !(
    issued.orderId === wouldBe.orderId &&
    issued.region === wouldBe.region &&
    issued.goods === wouldBe.goods &&
    sameParty(issued.customer, wouldBe.customer) &&
    FIGURES.every((field) => issued.figures[field] === wouldBe.figures[field]) &&
    (issued.figures.chargePence ?? 0) === (wouldBe.figures.chargePence ?? 0)
  );
}
