// One VAT invoice rendered to PDF (pdfkit, embedded DejaVu Sans), as a download or an email
// attachment renders it: 200 renders after a warm-up, in this process. Target: p95 < 100 ms.
import { invoiceFigures, type InvoiceDocument } from '#domain/invoice';
import { renderInvoicePdf } from '#server/features/invoices/invoice-pdf';

const RUNS = 200;
const WARM_UP = 10;

/** A full invoice: long seller and customer details, a custom price at 20% VAT. */
export const invoice: InvoiceDocument = {
  kind: 'invoice',
  number: 123456,
  issuedAt: '2026-03-01T10:00:00.000Z',
  taxPoint: '2026-03-01',
  seller: {
    name: 'Northfield Renewable Fuels Ltd, trading as Northfield Wood Pellets',
    addressLines: [
      'Unit 4, Meadow Lane Business Park',
      'Loughborough',
      'Leicestershire',
      'LE11 1JP',
    ],
    vatNumber: 'GB123456789',
    companyNumber: '08142763',
    paymentTerms: 'Payment is due within 30 days of the invoice date.',
    bankDetails: {
      accountName: 'Northfield Renewable Fuels Ltd',
      sortCode: '123456',
      accountNumber: '12345678',
    },
  },
  customer: {
    name: 'Ada Lovelace',
    company: 'Analytical Engines Ltd',
    addressLines: ['1 Ledger Lane', 'Second Floor', 'London', 'EC1A 1BB'],
  },
  orderId: 98765,
  region: 'Birmingham',
  goods: 'ENplus A1 wood pellets',
  figures: invoiceFigures({
    unitPricePence: 28745,
    tonnes: 7.5,
    vatRate: 20,
    vatPence: 43118,
    totalPence: 258706,
  }),
  creditsNumber: null,
  replacesNumber: null,
  payment: {
    receivedPence: 0,
    onlinePayments: true,
    cashOnDelivery: true,
    card: true,
    termsDays: 30,
    hasAccount: true,
  },
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

export async function benchInvoiceRender() {
  for (let i = 0; i < WARM_UP; i += 1) await renderInvoicePdf(invoice);
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    bytes = (await renderInvoicePdf(invoice)).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  const p95 = percentile(times, 95);
  return {
    benchmark: `one invoice rendered to PDF (${RUNS} runs)`,
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(p95),
    maxMs: round(times.at(-1) ?? NaN),
    pdfBytes: bytes,
    target: 'p95 < 100 ms',
    met: p95 < 100,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchInvoiceRender(), null, 2));
}
