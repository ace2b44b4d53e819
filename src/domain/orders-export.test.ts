import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ORDER_EXPORT_COLUMNS,
  orderExportRecord,
  vatSummary,
  vatSummaryRecords,
  type ExportOrder,
} from './orders-export.ts';

const order: ExportOrder = {
  id: 1042,
  createdAt: new Date('2026-07-01T23:30:00.000Z'),
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  companyName: 'Analytical Engines Ltd',
  region: 'Doncaster',
  quantity: '2.5',
  unitPricePence: 30501,
  vatRate: 20,
  vatPence: 15251,
  grossPence: 91504,
  status: 'confirmed',
  paymentStatus: 'completed',
  invoiceNumber: '',
};

describe('orderExportRecord', () => {
  it('writes every column: London date, ISO instant, two-decimal amounts, net = gross - VAT', () => {
    const record = orderExportRecord(order);
    expect(record).toHaveLength(ORDER_EXPORT_COLUMNS.length);
    expect(Object.fromEntries(ORDER_EXPORT_COLUMNS.map((c, i) => [c, record[i]]))).toEqual({
      'Order number': '1042',
      'Order date': '2026-07-02',
      'Placed at (UTC)': '2026-07-01T23:30:00.000Z',
      Customer: 'Ada Lovelace',
      Email: 'ada@example.com',
      Company: 'Analytical Engines Ltd',
      Region: 'Doncaster',
      Tonnes: '2.5',
      'Unit price': '305.01',
      Net: '762.53',
      'VAT rate (%)': '20',
      VAT: '152.51',
      Gross: '915.04',
      Status: 'confirmed',
      'Payment status': 'completed',
      'Invoice number': '',
    });
  });

  it('leaves a guest without a company with an empty cell', () => {
    expect(orderExportRecord({ ...order, companyName: null })[5]).toBe('');
  });

  it.each([
    ['companyName', '=HYPERLINK("http://evil.example","Invoice")'],
    ['firstName', '+44 1632 960123'],
    ['firstName', '@SUM(A1:A9)'],
    ['email', '-1+1@example.com'],
    ['region', ' =1+1'],
  ] as const)('neutralises a formula in %s', (field, value) => {
    const record = orderExportRecord({ ...order, [field]: value });
    const cell = record.find((c) => c.includes(value));
    expect(cell).toMatch(/^'/);
  });

  it('never starts a cell a spreadsheet would run, whatever the customer typed', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (first, last, company) => {
        const record = orderExportRecord({
          ...order,
          firstName: first,
          lastName: last,
          companyName: company,
        });
        for (const cell of record) {
          if (/^-?\d+(\.\d+)?$/.test(cell)) continue;
          expect(/^[\t\r]/.test(cell) || /^[=+\-@]/.test(cell.trimStart())).toBe(false);
        }
      }),
    );
  });
});

describe('vatSummary', () => {
  it('adds up net, VAT and gross per rate and overall, every rate shown', () => {
    const summary = vatSummary([
      { vatRate: 5, orders: 2, vatPence: 2890, grossPence: 60690 },
      { vatRate: 20, orders: 1, vatPence: 15251, grossPence: 91504 },
    ]);
    expect(summary.rates).toEqual([
      { vatRate: 0, orders: 0, netPence: 0, vatPence: 0, grossPence: 0 },
      { vatRate: 5, orders: 2, netPence: 57800, vatPence: 2890, grossPence: 60690 },
      { vatRate: 20, orders: 1, netPence: 76253, vatPence: 15251, grossPence: 91504 },
    ]);
    expect(summary.total).toEqual({
      orders: 3,
      netPence: 134053,
      vatPence: 18141,
      grossPence: 152194,
    });
  });

  it('keeps a rate outside 0, 5 and 20 rather than losing its sales', () => {
    const summary = vatSummary([{ vatRate: 17, orders: 1, vatPence: 17, grossPence: 117 }]);
    expect(summary.rates.map((r) => r.vatRate)).toEqual([0, 5, 17, 20]);
    expect(summary.total.grossPence).toBe(117);
  });

  it('totals equal the sum of the rates, and net + VAT = gross, for any sales', () => {
    const sale = fc.record({
      vatRate: fc.constantFrom(0, 5, 20),
      orders: fc.integer({ min: 1, max: 1000 }),
      vatPence: fc.integer({ min: 0, max: 10_000_000 }),
      grossPence: fc.integer({ min: 0, max: 100_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(sale), (sales) => {
        const { rates, total } = vatSummary(sales);
        const sum = (pick: (s: (typeof sales)[number]) => number) =>
          sales.reduce((n, s) => n + pick(s), 0);
        expect(total.grossPence).toBe(sum((s) => s.grossPence));
        expect(total.vatPence).toBe(sum((s) => s.vatPence));
        expect(total.orders).toBe(rates.reduce((n, r) => n + r.orders, 0));
        for (const rate of [...rates, total]) {
          expect(rate.netPence + rate.vatPence).toBe(rate.grossPence);
        }
      }),
    );
  });

  it('writes one CSV record per rate and a total line, amounts with two decimals', () => {
    const records = vatSummaryRecords(
      vatSummary([{ vatRate: 5, orders: 1, vatPence: 1445, grossPence: 30345 }]),
    );
    expect(records).toEqual([
      ['0', '0', '0.00', '0.00', '0.00'],
      ['5', '1', '289.00', '14.45', '303.45'],
      ['20', '0', '0.00', '0.00', '0.00'],
      ['Total', '1', '289.00', '14.45', '303.45'],
    ]);
  });
});
