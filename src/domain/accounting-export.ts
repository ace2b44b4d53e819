// The books for the accountant: invoices, credit notes and payments in the import layouts of
// Xero, QuickBooks Online and Sage Accounting (docs/accounting-exports.md describes each). Every
// document goes out as one line of quantity 1 at its net amount with its VAT as issued, so the
// packages never recompute a figure and all three agree with the VAT return to the penny.
import { neutraliseCsvCell } from './csv-safety.ts';
import { formatInvoiceNumber, type InvoiceKind } from './invoice.ts';
import { parsePounds, penceToPounds, type Pence } from './money.ts';
import type { VatBox } from './vat-return.ts';
import type { VatRate } from './vat.ts';

/** An issued document's figures as stored: a credit note's are negative (creditNoteFigures). */
export interface ExportDocument {
  kind: InvoiceKind;
  number: number;
  /** A credit note's invoice, by number. */
  creditsNumber: number | null;
  /** YYYY-MM-DD */
  issueDate: string;
  dueDate: string;
  customerName: string;
  customerEmail: string;
  orderId: number;
  description: string;
  vatRate: VatRate;
  netPence: Pence;
  vatPence: Pence;
}

/** Money received (positive) or refunded (negative) for an order. */
export interface ExportPayment {
  /** YYYY-MM-DD */
  date: string;
  amountPence: Pence;
  customerName: string;
  /** The invoice the money is for, when one was issued. */
  invoiceNumber: number | null;
  orderId: number;
  /** The bank statement line or the provider's reference, as recorded. */
  reference: string;
}

/** Set in Settings: the codes of the business's chart of accounts and tax rates. */
export interface AccountingSettings {
  salesAccountCode: string;
  bankAccountCode: string;
  xeroTaxTypes: Record<VatRate, string>;
  quickbooksTaxCodes: Record<VatRate, string>;
  sageTaxRates: Record<VatRate, string>;
}

/** The names the three packages give the UK rates out of the box; each can be changed. */
export const DEFAULT_ACCOUNTING_SETTINGS: AccountingSettings = {
  salesAccountCode: '200',
  bankAccountCode: '090',
  xeroTaxTypes: { 0: 'Zero Rated Income', 5: '5% (VAT on Income)', 20: '20% (VAT on Income)' },
  quickbooksTaxCodes: { 0: '0.0% Z', 5: '5.0% R', 20: '20.0% S' },
  sageTaxRates: { 0: 'Zero Rated 0.00%', 5: 'Lower Rate 5.00%', 20: 'Standard 20.00%' },
};

export type AccountingPackage = 'xero' | 'quickbooks' | 'sage';
export const ACCOUNTING_PACKAGES: readonly AccountingPackage[] = ['xero', 'quickbooks', 'sage'];

export interface CsvTable {
  header: readonly string[];
  rows: string[][];
}

export interface AccountingExport {
  package: AccountingPackage;
  documents: CsvTable;
  payments: CsvTable;
}

/** 2026-12-02 -> 02/12/2026: the date order each package reads for a UK organisation. */
const ukDay = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const pounds = penceToPounds;
const docNumber = (doc: ExportDocument) =>
  `${doc.kind === 'invoice' ? 'INV' : 'CN'}-${formatInvoiceNumber(doc.number)}`;
const invoiceRef = (number: number | null) =>
  number === null ? '' : `INV-${formatInvoiceNumber(number)}`;
const safe = (rows: string[][]) => rows.map((row) => row.map(neutraliseCsvCell));

export const XERO_COLUMNS = [
  'ContactName',
  'EmailAddress',
  'InvoiceNumber',
  'Reference',
  'InvoiceDate',
  'DueDate',
  'Description',
  'Quantity',
  'UnitAmount',
  'AccountCode',
  'TaxType',
  'TaxAmount',
  'Currency',
] as const;
export const XERO_PAYMENT_COLUMNS = [
  'Date',
  'Amount',
  'Payee',
  'Description',
  'Reference',
] as const;

/** Xero: a credit note is an invoice line with a negative UnitAmount (Xero files it as one). */
function xero(
  documents: readonly ExportDocument[],
  payments: readonly ExportPayment[],
  s: AccountingSettings,
): AccountingExport {
  return {
    package: 'xero',
    documents: {
      header: XERO_COLUMNS,
      rows: safe(
        documents.map((doc) => [
          doc.customerName,
          doc.customerEmail,
          docNumber(doc),
          doc.creditsNumber === null ? `WP${doc.orderId}` : invoiceRef(doc.creditsNumber),
          ukDay(doc.issueDate),
          ukDay(doc.dueDate),
          doc.description,
          '1',
          pounds(doc.netPence),
          s.salesAccountCode,
          s.xeroTaxTypes[doc.vatRate],
          pounds(doc.vatPence),
          'GBP',
        ]),
      ),
    },
    payments: {
      header: XERO_PAYMENT_COLUMNS,
      rows: safe(
        payments.map((p) => [
          ukDay(p.date),
          pounds(p.amountPence),
          p.customerName,
          invoiceRef(p.invoiceNumber) || `WP${p.orderId}`,
          p.reference,
        ]),
      ),
    },
  };
}

export const QUICKBOOKS_COLUMNS = [
  'InvoiceNo',
  'Customer',
  'InvoiceDate',
  'DueDate',
  'Memo',
  'Item(Product/Service)',
  'ItemDescription',
  'ItemQuantity',
  'ItemRate',
  'ItemAmount',
  'ItemTaxCode',
  'ItemTaxAmount',
  'Currency',
] as const;
export const QUICKBOOKS_PAYMENT_COLUMNS = [
  'Payment Date',
  'Customer',
  'Invoice No',
  'Amount',
  'Reference No',
  'Deposit To',
] as const;

/** QuickBooks Online: amounts signed as stored, so a credit note's line is negative. */
function quickbooks(
  documents: readonly ExportDocument[],
  payments: readonly ExportPayment[],
  s: AccountingSettings,
): AccountingExport {
  return {
    package: 'quickbooks',
    documents: {
      header: QUICKBOOKS_COLUMNS,
      rows: safe(
        documents.map((doc) => [
          docNumber(doc),
          doc.customerName,
          ukDay(doc.issueDate),
          ukDay(doc.dueDate),
          doc.creditsNumber === null
            ? `Order WP${doc.orderId}`
            : `Credits ${invoiceRef(doc.creditsNumber)}`,
          'Wood pellets',
          doc.description,
          '1',
          pounds(doc.netPence),
          pounds(doc.netPence),
          s.quickbooksTaxCodes[doc.vatRate],
          pounds(doc.vatPence),
          'GBP',
        ]),
      ),
    },
    payments: {
      header: QUICKBOOKS_PAYMENT_COLUMNS,
      rows: safe(
        payments.map((p) => [
          ukDay(p.date),
          p.customerName,
          invoiceRef(p.invoiceNumber),
          pounds(p.amountPence),
          p.reference,
          s.bankAccountCode,
        ]),
      ),
    },
  };
}

export const SAGE_COLUMNS = [
  'Type',
  'Customer',
  'Reference',
  'Date',
  'Due Date',
  'Ledger Account',
  'Details',
  'Net',
  'VAT Rate',
  'VAT',
  'Total',
] as const;
export const SAGE_PAYMENT_COLUMNS = [
  'Type',
  'Customer',
  'Reference',
  'Date',
  'Bank Account',
  'Amount',
] as const;

/** Sage: the Type says invoice or credit note and every amount is positive. */
function sage(
  documents: readonly ExportDocument[],
  payments: readonly ExportPayment[],
  s: AccountingSettings,
): AccountingExport {
  const abs = (pence: Pence) => pounds(Math.abs(pence));
  return {
    package: 'sage',
    documents: {
      header: SAGE_COLUMNS,
      rows: safe(
        documents.map((doc) => [
          doc.kind === 'invoice' ? 'Invoice' : 'Credit Note',
          doc.customerName,
          docNumber(doc),
          ukDay(doc.issueDate),
          ukDay(doc.dueDate),
          s.salesAccountCode,
          doc.description,
          abs(doc.netPence),
          s.sageTaxRates[doc.vatRate],
          abs(doc.vatPence),
          abs(doc.netPence + doc.vatPence),
        ]),
      ),
    },
    payments: {
      header: SAGE_PAYMENT_COLUMNS,
      rows: safe(
        payments.map((p) => [
          p.amountPence < 0 ? 'Customer Refund' : 'Customer Receipt',
          p.customerName,
          invoiceRef(p.invoiceNumber) || `WP${p.orderId}`,
          ukDay(p.date),
          s.bankAccountCode,
          abs(p.amountPence),
        ]),
      ),
    },
  };
}

const BUILDERS = { xero, quickbooks, sage };

export function accountingExport(
  target: AccountingPackage,
  documents: readonly ExportDocument[],
  payments: readonly ExportPayment[],
  settings: AccountingSettings = DEFAULT_ACCOUNTING_SETTINGS,
): AccountingExport {
  return BUILDERS[target](documents, payments, settings);
}

export interface ExportTotals {
  netPence: Pence;
  vatPence: Pence;
  paymentsPence: Pence;
}

/** A written amount back to signed pence ('-12.50' -> -1250). */
const readPounds = (text: string): Pence =>
  text.startsWith('-') ? 0 - parsePounds(text.slice(1)) : parsePounds(text);

/**
 * The totals as the package will read them from the file, worked out from the written cells
 * (not from the documents), so a mistake in a layout shows here.
 */
export function exportTotals(exported: AccountingExport): ExportTotals {
  const { header, rows } = exported.documents;
  const column = (name: string) => header.indexOf(name);
  const sum = (values: Pence[]) => values.reduce((a, b) => a + b, 0);
  const cell = (row: string[], name: string) => readPounds(row[column(name)]!);
  const paymentCell = (row: string[], name: string) =>
    readPounds(row[exported.payments.header.indexOf(name)]!);
  switch (exported.package) {
    case 'xero':
      return {
        netPence: sum(rows.map((r) => cell(r, 'UnitAmount') * Number(r[column('Quantity')]))),
        vatPence: sum(rows.map((r) => cell(r, 'TaxAmount'))),
        paymentsPence: sum(exported.payments.rows.map((r) => paymentCell(r, 'Amount'))),
      };
    case 'quickbooks':
      return {
        netPence: sum(rows.map((r) => cell(r, 'ItemAmount'))),
        vatPence: sum(rows.map((r) => cell(r, 'ItemTaxAmount'))),
        paymentsPence: sum(exported.payments.rows.map((r) => paymentCell(r, 'Amount'))),
      };
    case 'sage': {
      const sign = (r: string[]) => (r[column('Type')] === 'Credit Note' ? -1 : 1);
      const paymentSign = (r: string[]) => (r[0] === 'Customer Refund' ? -1 : 1);
      return {
        netPence: sum(rows.map((r) => sign(r) * cell(r, 'Net'))),
        vatPence: sum(rows.map((r) => sign(r) * cell(r, 'VAT'))),
        paymentsPence: sum(
          exported.payments.rows.map((r) => paymentSign(r) * paymentCell(r, 'Amount')),
        ),
      };
    }
  }
}

export interface ExportAgreement {
  agree: boolean;
  totals: Record<AccountingPackage, ExportTotals>;
  /** One sentence per disagreement, for the accountant. */
  problems: string[];
}

/**
 * Checks that the three layouts hold the same net, VAT and payments, and that their net and
 * VAT are the VAT return's boxes 6 and 1 (the return for the same period's documents).
 */
export function checkExportsAgree(
  exports: readonly AccountingExport[],
  vatBoxes: readonly VatBox[],
): ExportAgreement {
  const totals = Object.fromEntries(
    exports.map((exported) => [exported.package, exportTotals(exported)]),
  ) as Record<AccountingPackage, ExportTotals>;
  const problems: string[] = [];
  const box = (n: number) => vatBoxes.find((b) => b.box === n)?.pence ?? 0;
  const first = exports[0] ? totals[exports[0].package] : undefined;
  for (const exported of exports) {
    const own = totals[exported.package];
    if (own.vatPence !== box(1)) {
      problems.push(
        `${exported.package}: VAT ${pounds(own.vatPence)} is not box 1 (${pounds(box(1))}).`,
      );
    }
    if (own.netPence !== box(6)) {
      problems.push(
        `${exported.package}: net ${pounds(own.netPence)} is not box 6 (${pounds(box(6))}).`,
      );
    }
    if (first && own.paymentsPence !== first.paymentsPence) {
      problems.push(
        `${exported.package}: payments ${pounds(own.paymentsPence)} differ from ${exports[0]!.package} (${pounds(first.paymentsPence)}).`,
      );
    }
  }
  return { agree: problems.length === 0, totals, problems };
}
