import { describe, expect, it } from 'vitest';
import { needsNewDocuments } from '#domain/invoice-changes';
import type { OrderRow } from '../orders/order-row.ts';
import { invoiceContent, invoiceCustomer, invoiceFor } from './invoice-document.ts';

const order: OrderRow = {
  id: 7,
  customerId: 3,
  companyName: 'Analytical Engines Ltd',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '01632 960123',
  addressLine1: '12 Station Road',
  addressLine2: null,
  city: 'Scunthorpe',
  postcode: 'DN15 8QA',
  billingAddressLine1: null,
  billingAddressLine2: null,
  billingCity: null,
  billingPostcode: null,
  region: 'Doncaster',
  quantity: '2.5',
  unitPrice: '289.00',
  vatRate: 20,
  vatAmount: '144.50',
  totalPrice: '867.00',
  status: 'confirmed',
  paymentStatus: 'pending',
  createdAt: new Date('2026-03-01T09:00:00Z'),
  updatedAt: new Date('2026-03-01T09:00:00Z'),
  paymentAttempts: 0,
  paymentIssue: null,
  deliveryForm: null,
  deliveryLorryLimit: null,
  deliveryHoseMetres: null,
  deliveryEarliestDate: null,
  deliveryRoundId: null,
  deliveryBookedDate: null,
  deliveryAccessNotes: null,
  deliveryStatus: 'to_be_scheduled',
  deliveryDate: null,
  deliverySlot: null,
  deliveryFailureReason: null,
  deliveryEarlyReason: null,
  amountReceived: '0.00',
  amountRefunded: '0.00',
  amountWrittenOff: '0.00',
  ledgerMethods: [],
  linkVersion: 0,
  anonymisedAt: null,
  cancelRequestedAt: null,
  billedTonnes: null,
  extraCharge: '0.00',
};

const seller = {
  name: 'Seller Ltd',
  addressLines: ['1 Road'],
  vatNumber: 'GB123456789',
  companyNumber: '08142763',
  paymentTerms: '14 days',
};

describe('the invoice of an order', () => {
  it('bills the delivery address when the order has no billing address', () => {
    expect(invoiceCustomer(order)).toEqual({
      name: 'Ada Lovelace',
      company: 'Analytical Engines Ltd',
      addressLines: ['12 Station Road', 'Scunthorpe', 'DN15 8QA'],
    });
  });

  it('bills the billing address when there is one, and leaves out a blank company', () => {
    const billed = { ...order, companyName: ' ', billingAddressLine1: '1 Ledger Lane' };
    expect(
      invoiceCustomer({ ...billed, billingCity: 'London', billingPostcode: 'EC1A 1BB' }),
    ).toEqual({
      name: 'Ada Lovelace',
      company: null,
      addressLines: ['1 Ledger Lane', 'London', 'EC1A 1BB'],
    });
  });

  it('is dated and numbered as issued, its tax point the UK date of issue', () => {
    const invoice = invoiceFor(order, {
      number: 12,
      issuedAt: new Date('2026-06-30T23:30:00Z'),
      seller,
      replacesNumber: 11,
    });
    expect(invoice).toMatchObject({
      kind: 'invoice',
      number: 12,
      replacesNumber: 11,
      taxPoint: '2026-07-01',
      orderId: 7,
      region: 'Doncaster',
      goods: 'ENplus A1 wood pellets',
      figures: { unitPricePence: 28900, tonnes: 2.5, netPence: 72250, vatPence: 14450 },
    });
  });

  it.each<[string, Partial<OrderRow>, boolean]>([
    ['the phone', { phone: '01632 960999' }, false],
    ['the payment status', { paymentStatus: 'completed' }, false],
    ['the account it belongs to', { customerId: 9 }, false],
    ['the access notes', { deliveryAccessNotes: 'Gate code 1234' }, false],
    ['the delivery address, with a billing address printed', { city: 'Hull' }, false],
    ['the status', { status: 'cancelled' }, false],
    ['the total and VAT', { totalPrice: '860.00', vatAmount: '137.50' }, true],
    ['the last name', { lastName: 'King' }, true],
    ['the company', { companyName: null }, true],
    ['the billing postcode', { billingPostcode: 'EC1A 1BC' }, true],
    ['the region', { region: 'Lincoln' }, true],
    ['the VAT rate', { vatRate: 5, vatAmount: '36.13', totalPrice: '758.63' }, true],
  ])('needs new documents after a change of %s: %s', (_case, change, expected) => {
    const billed: OrderRow = {
      ...order,
      billingAddressLine1: '1 Ledger Lane',
      billingCity: 'London',
      billingPostcode: 'EC1A 1BB',
    };
    const invoice = invoiceFor(billed, {
      number: 12,
      issuedAt: new Date(),
      seller,
      replacesNumber: null,
    });
    expect(needsNewDocuments(invoice, invoiceContent({ ...billed, ...change }))).toBe(expected);
  });
});
