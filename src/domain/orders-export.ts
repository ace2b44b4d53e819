// The orders export for the books: one CSV record per order, and the VAT summary an accountant
// checks against a VAT return. Amounts in pounds with two decimals, dates ISO 8601.
import { neutraliseCsvCell } from './csv-safety.ts';
import { londonDay } from './london-calendar.ts';
import { penceToPounds, type Pence } from './money.ts';

export const ORDER_EXPORT_COLUMNS = [
  'Order number',
  'Order date',
  'Placed at (UTC)',
  'Customer',
  'Email',
  'Company',
  'Region',
  'Tonnes',
  'Unit price',
  'Net',
  'VAT rate (%)',
  'VAT',
  'Gross',
  'Status',
  'Payment status',
  'Invoice number',
] as const;

/** An order as stored, with what the export needs. */
export interface ExportOrder {
  id: number;
  createdAt: Date;
  firstName: string;
  lastName: string;
  email: string;
  companyName: string | null;
  region: string;
  /** Tonnes as stored, one decimal ("2.5"). */
  quantity: string;
  unitPricePence: Pence;
  vatRate: number;
  vatPence: Pence;
  /** The order's total including VAT. */
  grossPence: Pence;
  status: string;
  paymentStatus: string;
  invoiceNumber: string;
}

/**
 * The order's CSV cells, in ORDER_EXPORT_COLUMNS order. Net is the total less its VAT, so the
 * three amounts always add up as stored. Every cell a spreadsheet could run as a formula (a
 * customer can type "=..." as a company name) is neutralised.
 */
export function orderExportRecord(order: ExportOrder): string[] {
  return [
    String(order.id),
    londonDay(order.createdAt),
    order.createdAt.toISOString(),
    `${order.firstName} ${order.lastName}`,
    order.email,
    order.companyName ?? '',
    order.region,
    order.quantity,
    penceToPounds(order.unitPricePence),
    penceToPounds(order.grossPence - order.vatPence),
    String(order.vatRate),
    penceToPounds(order.vatPence),
    penceToPounds(order.grossPence),
    order.status,
    order.paymentStatus,
    order.invoiceNumber,
  ].map(neutraliseCsvCell);
}

/** The sales at one VAT rate, or all of them. */
export interface VatTotals {
  orders: number;
  netPence: Pence;
  vatPence: Pence;
  grossPence: Pence;
}

export interface VatSummary {
  rates: (VatTotals & { vatRate: number })[];
  total: VatTotals;
}

const STANDARD_RATES = [0, 5, 20];

/**
 * Net, VAT and gross per rate, lowest rate first, with every rate the shop charges shown (at
 * zero when nothing sold at it), and the totals over all rates. Net is gross less VAT, as on
 * the orders. Rates given more than once are added together.
 */
export function vatSummary(
  sales: readonly { vatRate: number; orders: number; vatPence: Pence; grossPence: Pence }[],
): VatSummary {
  const byRate = new Map<number, VatTotals>(
    STANDARD_RATES.map((rate) => [rate, { orders: 0, netPence: 0, vatPence: 0, grossPence: 0 }]),
  );
  for (const sale of sales) {
    const totals = byRate.get(sale.vatRate) ?? {
      orders: 0,
      netPence: 0,
      vatPence: 0,
      grossPence: 0,
    };
    byRate.set(sale.vatRate, {
      orders: totals.orders + sale.orders,
      netPence: totals.netPence + sale.grossPence - sale.vatPence,
      vatPence: totals.vatPence + sale.vatPence,
      grossPence: totals.grossPence + sale.grossPence,
    });
  }
  const rates = [...byRate]
    .sort(([a], [b]) => a - b)
    .map(([vatRate, totals]) => ({ vatRate, ...totals }));
  const total = rates.reduce(
    (sum, rate) => ({
      orders: sum.orders + rate.orders,
      netPence: sum.netPence + rate.netPence,
      vatPence: sum.vatPence + rate.vatPence,
      grossPence: sum.grossPence + rate.grossPence,
    }),
    { orders: 0, netPence: 0, vatPence: 0, grossPence: 0 },
  );
  return { rates, total };
}

export const VAT_SUMMARY_COLUMNS = ['VAT rate (%)', 'Orders', 'Net', 'VAT', 'Gross'] as const;

/** The summary's CSV cells: one record per rate, then the totals. */
export function vatSummaryRecords(summary: VatSummary): string[][] {
  const amounts = (t: VatTotals) => [
    String(t.orders),
    penceToPounds(t.netPence),
    penceToPounds(t.vatPence),
    penceToPounds(t.grossPence),
  ];
  return [
    ...summary.rates.map((rate) => [String(rate.vatRate), ...amounts(rate)]),
    ['Total', ...amounts(summary.total)],
  ];
}
