import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ACCOUNTING_PACKAGES,
  DEFAULT_ACCOUNTING_SETTINGS,
  accountingExport,
  checkExportsAgree,
  exportTotals,
  type ExportDocument,
  type ExportPayment,
} from './accounting-export.ts';
import { priceLine } from './pricing.ts';
import { vatReturn, type VatDocument } from './vat-return.ts';

const QUARTER = { start: '2026-10-01', end: '2026-12-31' };

function invoice(
  number: number,
  unitPricePence: number,
  tonnes: number,
  vatRate: 0 | 5 | 20,
): ExportDocument {
  const line = priceLine({ unitPricePence, tonnes, vatRate });
  return {
    kind: 'invoice',
    number,
    creditsNumber: null,
    issueDate: '2026-12-02',
    dueDate: '2027-01-01',
    customerName: 'John Smith',
    customerEmail: 'john@example.com',
    orderId: 1000 + number,
    description: `${tonnes} t ENplus A1 wood pellets`,
    vatRate,
    netPence: line.netPence,
    vatPence: line.vatPence,
  };
}

const creditNote = (number: number, of: ExportDocument): ExportDocument => ({
  ...of,
  kind: 'credit_note',
  number,
  creditsNumber: of.number,
  issueDate: '2026-12-03',
  netPence: 0 - of.netPence,
  vatPence: 0 - of.vatPence,
});

const asVat = (doc: ExportDocument): VatDocument => ({
  kind: doc.kind,
  number: doc.number,
  taxPoint: doc.issueDate,
  netPence: doc.netPence,
  vatPence: doc.vatPence,
});

const payment = (amountPence: number, invoiceNumber: number | null): ExportPayment => ({
  date: '2026-12-04',
  amountPence,
  customerName: 'John Smith',
  invoiceNumber,
  orderId: 1042,
  reference: 'Statement line 12: J SMITH WP1042',
});

// 287.45 x 7.5 t at 20%: net 2155.88, VAT 431.18 (a net that is not quantity x price in pence).
const first = invoice(42, 28745, 7.5, 20);
const second = invoice(43, 30500, 2, 5);
const credit = creditNote(44, second);
const documents = [first, second, credit];
const payments = [payment(258706, 42), payment(-1000, 42), payment(5000, null)];
const exportsOf = (docs: ExportDocument[], pays: ExportPayment[]) =>
  ACCOUNTING_PACKAGES.map((target) => accountingExport(target, docs, pays));

describe('Xero', () => {
  const { documents: table, payments: paid } = accountingExport('xero', documents, payments);
  const row = (i: number) =>
    Object.fromEntries(table.header.map((name, c) => [name, table.rows[i]![c]]));

  it('writes each invoice as one line at its net amount with its VAT as issued', () => {
    expect(row(0)).toEqual({
      ContactName: 'John Smith',
      EmailAddress: 'john@example.com',
      InvoiceNumber: 'INV-000042',
      Reference: 'WP1042',
      InvoiceDate: '02/12/2026',
      DueDate: '01/01/2027',
      Description: '7.5 t ENplus A1 wood pellets',
      Quantity: '1',
      UnitAmount: '2155.88',
      AccountCode: '200',
      TaxType: '20% (VAT on Income)',
      TaxAmount: '431.18',
      Currency: 'GBP',
    });
  });

  it('writes a credit note with negative amounts, naming the invoice it credits', () => {
    expect(row(2)).toMatchObject({
      InvoiceNumber: 'CN-000044',
      Reference: 'INV-000043',
      UnitAmount: '-610.00',
      TaxAmount: '-30.50',
      TaxType: '5% (VAT on Income)',
    });
  });

  it('writes payments and refunds, signed, with their statement line', () => {
    expect(paid.rows).toEqual([
      ['04/12/2026', '2587.06', 'John Smith', 'INV-000042', 'Statement line 12: J SMITH WP1042'],
      ['04/12/2026', '-10.00', 'John Smith', 'INV-000042', 'Statement line 12: J SMITH WP1042'],
      ['04/12/2026', '50.00', 'John Smith', 'WP1042', 'Statement line 12: J SMITH WP1042'],
    ]);
  });
});

describe('QuickBooks Online', () => {
  const { documents: table, payments: paid } = accountingExport('quickbooks', documents, payments, {
    ...DEFAULT_ACCOUNTING_SETTINGS,
    bankAccountCode: 'Business Current Account',
  });

  it('writes lines with the tax code and amount, credit notes negative', () => {
    expect(table.rows.map((r) => [r[0], r[4], r[9], r[10], r[11]])).toEqual([
      ['INV-000042', 'Order WP1042', '2155.88', '20.0% S', '431.18'],
      ['INV-000043', 'Order WP1043', '610.00', '5.0% R', '30.50'],
      ['CN-000044', 'Credits INV-000043', '-610.00', '5.0% R', '-30.50'],
    ]);
  });

  it('deposits payments to the account set in Settings', () => {
    expect(paid.rows[0]).toEqual([
      '04/12/2026',
      'John Smith',
      'INV-000042',
      '2587.06',
      'Statement line 12: J SMITH WP1042',
      'Business Current Account',
    ]);
  });
});

describe('Sage Accounting', () => {
  const { documents: table, payments: paid } = accountingExport('sage', documents, payments);

  it('says invoice or credit note in the Type column, amounts always positive', () => {
    expect(table.rows).toEqual([
      [
        'Invoice',
        'John Smith',
        'INV-000042',
        '02/12/2026',
        '01/01/2027',
        '200',
        '7.5 t ENplus A1 wood pellets',
        '2155.88',
        'Standard 20.00%',
        '431.18',
        '2587.06',
      ],
      [
        'Invoice',
        'John Smith',
        'INV-000043',
        '02/12/2026',
        '01/01/2027',
        '200',
        '2 t ENplus A1 wood pellets',
        '610.00',
        'Lower Rate 5.00%',
        '30.50',
        '640.50',
      ],
      [
        'Credit Note',
        'John Smith',
        'CN-000044',
        '03/12/2026',
        '01/01/2027',
        '200',
        '2 t ENplus A1 wood pellets',
        '610.00',
        'Lower Rate 5.00%',
        '30.50',
        '640.50',
      ],
    ]);
  });

  it('writes receipts and refunds as their own types', () => {
    expect(paid.rows.map((r) => [r[0], r[5]])).toEqual([
      ['Customer Receipt', '2587.06'],
      ['Customer Refund', '10.00'],
      ['Customer Receipt', '50.00'],
    ]);
  });
});

describe('every layout', () => {
  it('neutralises text a spreadsheet would run as a formula, keeping negative amounts', () => {
    const risky = { ...first, customerName: '=HYPERLINK("http://x")', description: '@SUM(A1)' };
    for (const exported of exportsOf([risky, credit], [])) {
      const cells = exported.documents.rows.flat();
      expect(cells).toContain('\'=HYPERLINK("http://x")');
      expect(cells).toContain("'@SUM(A1)");
      expect(cells.some((cell) => cell.startsWith('-') || exported.package === 'sage')).toBe(true);
    }
  });

  it('use the account codes set in Settings', () => {
    const settings = { ...DEFAULT_ACCOUNTING_SETTINGS, salesAccountCode: '4000' };
    expect(accountingExport('xero', [first], [], settings).documents.rows[0]![9]).toBe('4000');
    expect(accountingExport('sage', [first], [], settings).documents.rows[0]![5]).toBe('4000');
  });
});

describe('checkExportsAgree', () => {
  it('finds the three layouts agreeing with each other and with the VAT return', () => {
    const agreement = checkExportsAgree(
      exportsOf(documents, payments),
      vatReturn(documents.map(asVat), QUARTER),
    );
    expect(agreement.problems).toEqual([]);
    expect(agreement.agree).toBe(true);
    for (const target of ACCOUNTING_PACKAGES) {
      expect(agreement.totals[target]).toEqual({
        netPence: 215588,
        vatPence: 43118,
        paymentsPence: 262706,
      });
    }
  });

  it('reports a layout that disagrees, in words', () => {
    const [xero, ...others] = exportsOf(documents, payments);
    const broken = {
      ...xero!,
      documents: { ...xero!.documents, rows: xero!.documents.rows.slice(1) },
    };
    const agreement = checkExportsAgree(
      [broken, ...others],
      vatReturn(documents.map(asVat), QUARTER),
    );
    expect(agreement.agree).toBe(false);
    expect(agreement.problems).toEqual([
      'xero: VAT 0.00 is not box 1 (431.18).',
      'xero: net 0.00 is not box 6 (2155.88).',
    ]);
  });

  it('agree to the penny for any mix of invoices, credit notes and payments', () => {
    const doc = fc
      .tuple(
        fc.integer({ min: 1, max: 50_000_00 }),
        fc.integer({ min: 1, max: 60 }),
        fc.constantFrom<0 | 5 | 20>(0, 5, 20),
        fc.boolean(),
      )
      .map(([price, halves, rate, credited]) => {
        const issued = invoice(1, price, halves / 2, rate);
        return credited ? creditNote(2, issued) : issued;
      });
    const pay = fc.integer({ min: -1_000_00, max: 10_000_00 }).map((p) => payment(p, 1));
    fc.assert(
      fc.property(
        fc.array(doc, { maxLength: 20 }),
        fc.array(pay, { maxLength: 10 }),
        (docs, pays) => {
          const agreement = checkExportsAgree(
            exportsOf(docs, pays),
            vatReturn(docs.map(asVat), QUARTER),
          );
          expect(agreement.problems).toEqual([]);
          const totals = exportTotals(accountingExport('sage', docs, pays));
          expect(totals.paymentsPence).toBe(pays.reduce((sum, p) => sum + p.amountPence, 0));
        },
      ),
    );
  });
});
