import { describe, expect, it } from 'vitest';
import { needsNewDocuments, type InvoiceContent } from './invoice-changes.ts';

const issued: InvoiceContent = {
  customer: {
    name: 'Ada Lovelace',
    company: 'Analytical Engines Ltd',
    addressLines: ['12 Station Road', 'Scunthorpe', 'DN15 8QA'],
  },
  orderId: 7,
  region: 'Doncaster',
  goods: 'ENplus A1 wood pellets',
  figures: {
    unitPricePence: 27500,
    tonnes: 6,
    vatRate: 5,
    netPence: 165000,
    vatPence: 8250,
    grossPence: 173250,
  },
};

const withCustomer = (change: Partial<InvoiceContent['customer']>): InvoiceContent => ({
  ...issued,
  customer: { ...issued.customer, ...change },
});
const withFigures = (change: Partial<InvoiceContent['figures']>): InvoiceContent => ({
  ...issued,
  figures: { ...issued.figures, ...change },
});

describe('needsNewDocuments', () => {
  it.each<[string, InvoiceContent]>([
    ['the same content', { ...issued }],
    [
      'the same content with its keys in another order (as jsonb stores them)',
      JSON.parse(
        JSON.stringify({
          figures: {
            grossPence: 173250,
            vatPence: 8250,
            netPence: 165000,
            vatRate: 5,
            tonnes: 6,
            unitPricePence: 27500,
          },
          goods: issued.goods,
          region: issued.region,
          orderId: 7,
          customer: {
            addressLines: [...issued.customer.addressLines],
            company: issued.customer.company,
            name: issued.customer.name,
          },
        }),
      ) as InvoiceContent,
    ],
    [
      'the same content with more (a phone, a payment status) beside it',
      {
        ...issued,
        phone: '01632 960999',
        paymentStatus: 'completed',
      } as InvoiceContent,
    ],
  ])('is false for %s', (_case, wouldBe) => {
    expect(needsNewDocuments(issued, wouldBe)).toBe(false);
  });

  it.each<[string, InvoiceContent]>([
    ['another name', withCustomer({ name: 'Ada King' })],
    ['the company removed', withCustomer({ company: null })],
    [
      'another address line',
      withCustomer({ addressLines: ['1 Ledger Lane', 'London', 'EC1A 1BB'] }),
    ],
    ['an address line fewer', withCustomer({ addressLines: ['12 Station Road', 'Scunthorpe'] })],
    ['another region', { ...issued, region: 'Lincoln' }],
    ['another order', { ...issued, orderId: 8 }],
    [
      'more tonnes',
      withFigures({ tonnes: 7, netPence: 192500, vatPence: 9625, grossPence: 202125 }),
    ],
    ['another unit price', withFigures({ unitPricePence: 27400 })],
    ['another VAT rate', withFigures({ vatRate: 20 })],
    ['another VAT amount', withFigures({ vatPence: 0, netPence: 173250 })],
    ['another total', withFigures({ grossPence: 173251 })],
  ])('is true for %s', (_case, wouldBe) => {
    expect(needsNewDocuments(issued, wouldBe)).toBe(true);
  });
});
