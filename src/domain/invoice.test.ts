import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  creditNoteFigures,
  creditNoteFor,
  formatInvoiceNumber,
  invoiceFigures,
  invoiceFileName,
  replacedInvoice,
  ukDate,
  type InvoiceDocument,
} from './invoice.ts';
import { priceLine } from './pricing.ts';
import { VAT_RATES, type VatRate } from './vat.ts';

/** An order as checkout stores it: the figures of priceLine. */
function placedOrder(unitPricePence: number, tonnes: number, vatRate: VatRate) {
  const line = priceLine({ unitPricePence, tonnes, vatRate });
  return { unitPricePence, tonnes, vatRate, vatPence: line.vatPence, totalPence: line.grossPence };
}

describe('invoiceFigures', () => {
  it.each([
    // 305.00 x 2 t: net 610.00, VAT at each rate.
    [0, 61000, 0, 61000],
    [5, 61000, 3050, 64050],
    [20, 61000, 12200, 73200],
  ] as const)('at %d%% VAT: net %d, VAT %d, gross %d', (rate, net, vat, gross) => {
    expect(invoiceFigures(placedOrder(30500, 2, rate))).toEqual({
      unitPricePence: 30500,
      tonnes: 2,
      vatRate: rate,
      netPence: net,
      vatPence: vat,
      grossPence: gross,
    });
  });

  it('repeats a custom price per tonne as stored', () => {
    // A customer's agreed 287.45 per tonne for 7.5 t at 20%: net 2155.875 -> 2155.88.
    const figures = invoiceFigures(placedOrder(28745, 7.5, 20));
    expect(figures).toMatchObject({ unitPricePence: 28745, netPence: 215588, vatPence: 43118 });
    expect(figures.grossPence).toBe(258706);
  });

  it('keeps the order’s rounding at the half penny', () => {
    // 305.01 x 1.5 t = 457.515 -> 457.52 net; 5% of it is 22.876 -> 22.88.
    const figures = invoiceFigures(placedOrder(30501, 1.5, 5));
    expect(figures).toMatchObject({ netPence: 45752, vatPence: 2288, grossPence: 48040 });
  });

  it('agrees with a total agreed by hand: net is the total less the stored VAT', () => {
    const figures = invoiceFigures({
      unitPricePence: 30000,
      tonnes: 2,
      vatRate: 5,
      vatPence: 2500,
      totalPence: 62500,
    });
    expect(figures).toMatchObject({ netPence: 60000, vatPence: 2500, grossPence: 62500 });
  });

  it('adds up to the order for every rate, price and quantity', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200_000 }),
        fc.integer({ min: 2, max: 100 }),
        fc.constantFrom(...VAT_RATES),
        (price, halfTonnes, rate) => {
          const order = placedOrder(price, halfTonnes / 2, rate);
          const figures = invoiceFigures(order);
          const line = priceLine({ unitPricePence: price, tonnes: halfTonnes / 2, vatRate: rate });
          expect(figures.netPence).toBe(line.netPence);
          expect(figures.netPence + figures.vatPence).toBe(order.totalPence);
          expect(figures.grossPence).toBe(order.totalPence);
        },
      ),
    );
  });
});

describe('credit notes', () => {
  const invoice: InvoiceDocument = {
    kind: 'invoice',
    number: 41,
    issuedAt: '2026-03-01T10:00:00.000Z',
    taxPoint: '2026-03-01',
    seller: {
      name: 'Seller Ltd',
      addressLines: ['1 Road', 'Town'],
      vatNumber: 'GB123456789',
      companyNumber: '08142763',
      paymentTerms: '14 days',
    },
    customer: { name: 'Ann Buyer', company: 'Buyer Ltd', addressLines: ['2 Street'] },
    orderId: 7,
    region: 'Birmingham',
    goods: 'ENplus A1 wood pellets',
    figures: invoiceFigures(placedOrder(30500, 2, 20)),
    creditsNumber: null,
    replacesNumber: null,
  };

  it('negates every amount and keeps the price and quantity', () => {
    expect(creditNoteFigures(invoice.figures)).toEqual({
      unitPricePence: 30500,
      tonnes: 2,
      vatRate: 20,
      netPence: -61000,
      vatPence: -12200,
      grossPence: -73200,
    });
  });

  it('takes its own number and date and names the invoice it credits', () => {
    const note = creditNoteFor(invoice, {
      number: 42,
      issuedAt: '2026-03-05T09:00:00.000Z',
      taxPoint: '2026-03-05',
    });
    expect(note).toMatchObject({
      kind: 'credit_note',
      number: 42,
      creditsNumber: 41,
      taxPoint: '2026-03-05',
      customer: invoice.customer,
      seller: invoice.seller,
    });
    expect(note.figures.grossPence + invoice.figures.grossPence).toBe(0);
  });
});

describe('numbers, names and dates', () => {
  it('pads numbers to six digits', () => {
    expect(formatInvoiceNumber(42)).toBe('000042');
    expect(formatInvoiceNumber(1234567)).toBe('1234567');
  });

  it('names the file after the kind and number', () => {
    expect(invoiceFileName('invoice', 7)).toBe('invoice-000007.pdf');
    expect(invoiceFileName('credit_note', 8)).toBe('credit-note-000008.pdf');
  });

  it('dates by the UK calendar', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (summer time).
    expect(ukDate(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(ukDate(new Date('2026-01-31T23:30:00Z'))).toBe('2026-01-31');
  });
});

describe('replacedInvoice', () => {
  it('reads a document stored before invoices named the one they replace as replacing none', () => {
    const old = { kind: 'invoice', number: 9 } as unknown as InvoiceDocument;
    expect(replacedInvoice(old)).toBeNull();
    expect(replacedInvoice({ ...old, replacesNumber: 8 })).toBe(8);
  });
});
