// A VAT invoice or credit note as issued: every figure and detail HMRC asks of a full VAT
// invoice (VAT Notice 700/21), fixed when it is issued. Figures are integer pence.
import type { BankDetails } from './bank-details.ts';
import type { Pence } from './money.ts';
import type { VatRate } from './vat.ts';

export type InvoiceKind = 'invoice' | 'credit_note';

export const INVOICE_GOODS = 'ENplus A1 wood pellets';

/** An order's figures as stored: the invoice repeats them, never recomputes them. */
export interface StoredOrderFigures {
  unitPricePence: Pence;
  tonnes: number;
  /** Aborted-delivery charges billed on the order, before VAT (decision 045). */
  chargePence?: Pence;
  vatRate: VatRate;
  vatPence: Pence;
  totalPence: Pence;
}

export interface InvoiceFigures {
  unitPricePence: Pence;
  tonnes: number;
  /**
   * Aborted-delivery charges, before VAT, a line of their own beside the goods and part of
   * `netPence` (decision 045). Absent when there are none.
   */
  chargePence?: Pence;
  vatRate: VatRate;
  netPence: Pence;
  vatPence: Pence;
  grossPence: Pence;
}

export interface InvoiceParty {
  name: string;
  company: string | null;
  addressLines: string[];
}

export interface InvoiceSeller {
  name: string;
  addressLines: string[];
  vatNumber: string;
  companyNumber: string;
  /** Set when the business had entered it at issue; absent on older documents. */
  enplusCertificateId?: string;
  bslSupplierNumber?: string;
  paymentTerms: string;
  /** The account for transfers as it was at issue: null when none was set. */
  bankDetails?: BankDetails | null;
}

/**
 * How the invoice could be paid when it was issued, fixed with it: what was already received
 * and the ways the business then offered. Absent on documents issued before invoices said so.
 */
export interface InvoicePayment {
  /** Held for the order at issue (received less refunded). */
  receivedPence: Pence;
  /**
   * What the order asked for at issue (0 once cancelled): on a credit note, what the held
   * money is set against. Absent on documents issued before they said so.
   */
  orderDuePence?: Pence;
  /**
   * Written off at issue: a balance given up (positive) or an overpayment kept (negative).
   * Absent on documents issued before write-offs, and when nothing was written off.
   */
  writtenOffPence?: Pence;
  onlinePayments: boolean;
  cashOnDelivery: boolean;
  card: boolean;
  termsDays: number;
  /** Whether the order belongs to a customer account (where Pay Now is). */
  hasAccount: boolean;
}

export interface InvoiceDocument {
  kind: InvoiceKind;
  number: number;
  /** ISO date-time of issue. */
  issuedAt: string;
  /** The time of supply, YYYY-MM-DD (UK date). */
  taxPoint: string;
  seller: InvoiceSeller;
  customer: InvoiceParty;
  orderId: number;
  region: string;
  goods: string;
  figures: InvoiceFigures;
  /** A credit note's invoice, by number. */
  creditsNumber: number | null;
  /**
   * The invoice this one replaces (credited by the same change), by number. Documents issued
   * before it was recorded lack it: read it with replacedInvoice.
   */
  replacesNumber: number | null;
  payment?: InvoicePayment;
}

/** The invoice a document replaces; null for a credit note, a first invoice or an old document. */
export const replacedInvoice = (document: InvoiceDocument): number | null =>
  (document as Partial<InvoiceDocument>).replacesNumber ?? null;

/**
 * The invoice's figures from the order as stored. Net is what the total holds beyond the
 * stored VAT, so net + VAT = total to the penny even after the back office agreed a total by
 * hand; for an order priced by the shop it equals price x tonnes (decision 002).
 */
export function invoiceFigures(order: StoredOrderFigures): InvoiceFigures {
  return {
    unitPricePence: order.unitPricePence,
    tonnes: order.tonnes,
    ...(order.chargePence ? { chargePence: order.chargePence } : {}),
    vatRate: order.vatRate,
    netPence: order.totalPence - order.vatPence,
    vatPence: order.vatPence,
    grossPence: order.totalPence,
  };
}

/** A credit note takes back the whole invoice: the same lines, every amount negated. */
export function creditNoteFigures(invoice: InvoiceFigures): InvoiceFigures {
  const negate = (pence: Pence) => 0 - pence;
  return {
    ...invoice,
    ...(invoice.chargePence ? { chargePence: negate(invoice.chargePence) } : {}),
    netPence: negate(invoice.netPence),
    vatPence: negate(invoice.vatPence),
    grossPence: negate(invoice.grossPence),
  };
}

/** The credit note for an issued invoice, with its own number from the same sequence. */
export function creditNoteFor(
  invoice: InvoiceDocument,
  issue: { number: number; issuedAt: string; taxPoint: string },
): InvoiceDocument {
  return {
    ...invoice,
    ...issue,
    kind: 'credit_note',
    figures: creditNoteFigures(invoice.figures),
    creditsNumber: invoice.number,
    replacesNumber: null,
  };
}

/** 42 -> "000042": numbers sort and read alike on every document. */
export const formatInvoiceNumber = (number: number) => String(number).padStart(6, '0');

export const INVOICE_TITLES: Record<InvoiceKind, string> = {
  invoice: 'VAT invoice',
  credit_note: 'Credit note',
};

/** "invoice-000042.pdf" or "credit-note-000043.pdf". */
export const invoiceFileName = (kind: InvoiceKind, number: number) =>
  `${kind === 'invoice' ? 'invoice' : 'credit-note'}-${formatInvoiceNumber(number)}.pdf`;

/** The UK calendar date of an instant, YYYY-MM-DD. */
export function ukDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(at);
}
