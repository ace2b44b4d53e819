import { describe, expect, it } from 'vitest';
import {
  howToPay,
  payableOrder,
  paymentOptionLabels,
  paymentTermsText,
  type PayableOrder,
  type PaymentSetup,
} from './how-to-pay.ts';

const bank = {
  accountName: 'Northfield Renewable Fuels Ltd',
  sortCode: '123456',
  accountNumber: '12345678',
};
const setup = (over: Partial<PaymentSetup> = {}): PaymentSetup => ({
  bankDetails: bank,
  onlinePayments: false,
  cashOnDelivery: false,
  card: false,
  termsDays: 30,
  ...over,
});
const order = (over: Partial<PayableOrder> = {}): PayableOrder => ({
  id: 1042,
  status: 'pending',
  totalPence: 173250,
  receivedPence: 0,
  refundedPence: 0,
  writtenOffPence: 0,
  hasAccount: false,
  ...over,
});

describe('howToPay', () => {
  it('a new order: the amount, the terms, the account and the reference', () => {
    expect(howToPay(setup(), order())).toEqual({
      reference: 'WP1042',
      amountDuePence: 173250,
      amountDue: '£1,732.50',
      amountLabel: 'Amount to pay',
      lead: 'Nothing is taken now: once we have confirmed your order, please pay within 30 days of the invoice date, in one of these ways.',
      methods: [
        {
          kind: 'bank_transfer',
          title: 'Bank transfer',
          text: 'Pay to the account below, quoting WP1042 as the reference so we can match your payment.',
          rows: [
            { label: 'Account name', value: 'Northfield Renewable Fuels Ltd' },
            { label: 'Sort code', value: '12-34-56' },
            { label: 'Account number', value: '12345678' },
            { label: 'Reference', value: 'WP1042' },
          ],
        },
      ],
    });
  });

  it('no bank details: says whom to ask, never prints empty details', () => {
    const [method] = howToPay(setup({ bankDetails: null }), order())!.methods;
    expect(method).toEqual({
      kind: 'bank_transfer',
      title: 'Bank transfer',
      text: 'Call us on 01632 960 418 or email sales@northfieldpellets.co.uk for our bank details, and quote WP1042 as the reference.',
      rows: [{ label: 'Reference', value: 'WP1042' }],
    });
  });

  it.each<[string, Partial<PaymentSetup>, Partial<PayableOrder>, string[]]>([
    ['bank transfer only', {}, {}, ['bank_transfer']],
    [
      'every way offered, with an account',
      { onlinePayments: true, card: true, cashOnDelivery: true },
      { hasAccount: true },
      ['bank_transfer', 'online', 'card', 'cash_on_delivery'],
    ],
    [
      'online payments, but a guest order (no account to pay from)',
      { onlinePayments: true },
      { hasAccount: false },
      ['bank_transfer'],
    ],
    ['card but no cash', { card: true }, {}, ['bank_transfer', 'card']],
    ['cash but no card', { cashOnDelivery: true }, {}, ['bank_transfer', 'cash_on_delivery']],
  ])('%s', (_name, offered, placed, kinds) => {
    expect(howToPay(setup(offered), order(placed))!.methods.map((m) => m.kind)).toEqual(kinds);
  });

  it('a confirmed order: pay now, and Pay Now is in the account', () => {
    const pay = howToPay(
      setup({ onlinePayments: true, cashOnDelivery: true, termsDays: 14 }),
      order({ status: 'confirmed', hasAccount: true }),
    )!;
    expect(pay.lead).toBe('Please pay within 14 days of the invoice date, in one of these ways.');
    expect(pay.methods.map((m) => m.text).slice(1)).toEqual([
      'Sign in to your account and press Pay Now beside this order.',
      'Pay the driver £1,732.50 in cash when we deliver.',
    ]);
  });

  it('part paid: only the balance is due', () => {
    const pay = howToPay(setup(), order({ status: 'confirmed', receivedPence: 100000 }))!;
    expect(pay.amountDuePence).toBe(73250);
    expect(pay.amountDue).toBe('£732.50 (£1,732.50 less £1,000.00 received)');
    expect(pay.amountLabel).toBe('Amount due');
  });

  it.each<[string, Partial<PayableOrder>]>([
    ['paid in full', { status: 'confirmed', receivedPence: 173250 }],
    ['paid too much', { status: 'confirmed', receivedPence: 200000 }],
    ['cancelled', { status: 'cancelled' }],
  ])('nothing to pay when %s', (_name, placed) => {
    expect(howToPay(setup(), order(placed))).toBeNull();
  });
});

describe('paymentOptionLabels', () => {
  it.each([
    [
      { cashOnDelivery: true, card: true },
      ['Cash on delivery', 'Bank transfer', 'Credit/debit card'],
    ],
    [{ cashOnDelivery: false, card: true }, ['Bank transfer', 'Credit/debit card']],
    [{ cashOnDelivery: true, card: false }, ['Cash on delivery', 'Bank transfer']],
    [{ cashOnDelivery: false, card: false }, ['Bank transfer']],
  ])('%j -> %j', (offered, labels) => {
    expect(paymentOptionLabels(offered)).toEqual(labels);
  });
});

describe('paymentTermsText', () => {
  it.each([
    [30, 'Payment is due within 30 days of the invoice date.'],
    [1, 'Payment is due within 1 day of the invoice date.'],
  ])('%i days', (n, text) => {
    expect(paymentTermsText(n)).toBe(text);
  });
});

describe('payableOrder', () => {
  it('reads the wire shape; an order stored before the ledger counts as nothing received', () => {
    expect(
      payableOrder({
        id: 7,
        status: 'confirmed',
        totalPrice: '1732.50',
        customerId: 3,
        amountReceived: '100.00',
        amountRefunded: '0.00',
      }),
    ).toEqual({
      id: 7,
      status: 'confirmed',
      totalPence: 173250,
      receivedPence: 10000,
      refundedPence: 0,
      writtenOffPence: 0,
      hasAccount: true,
    });
    expect(
      payableOrder({ id: 7, status: 'pending', totalPrice: '10.00', customerId: null }),
    ).toMatchObject({
      receivedPence: 0,
      hasAccount: false,
    });
  });
});
