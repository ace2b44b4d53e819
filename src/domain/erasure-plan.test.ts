import { describe, expect, it } from 'vitest';
import {
  erasedExceptInvoice,
  customerErasureBlockedMessage,
  erasureBlockedMessage,
  erasureBlockedReason,
  planErasure,
  type OrderErasureFacts,
} from './erasure-plan.ts';

const NOW = new Date('2026-11-27T10:00:00Z');
const options = { now: NOW, invoicedOrderYears: 6 };

const order = (overrides: Partial<OrderErasureFacts>): OrderErasureFacts => ({
  id: 1,
  status: 'confirmed',
  paymentStatus: 'completed',
  deliveryStatus: 'delivered',
  lastInvoicedAt: null,
  documents: [],
  anonymisedAt: null,
  ...overrides,
});

describe('erasureBlockedReason', () => {
  it.each<[string, Partial<OrderErasureFacts>, string | null]>([
    ['delivered', {}, null],
    ['cancelled after payment', { status: 'cancelled', deliveryStatus: 'to_be_scheduled' }, null],
    ['cancelled unpaid', { status: 'cancelled', paymentStatus: 'pending' }, null],
    ['paid, on its way', { deliveryStatus: 'out_for_delivery' }, 'paid and not yet delivered'],
    [
      'paid online, still pending confirmation',
      { status: 'pending', paymentStatus: 'processing', deliveryStatus: 'to_be_scheduled' },
      'paid and not yet delivered',
    ],
    [
      'confirmed, cash on delivery',
      { paymentStatus: 'pending', deliveryStatus: 'scheduled' },
      'confirmed and not yet delivered',
    ],
    [
      'placed, not paid',
      { status: 'pending', paymentStatus: 'pending', deliveryStatus: 'to_be_scheduled' },
      'awaiting payment',
    ],
  ])('%s', (_, overrides, reason) => {
    expect(erasureBlockedReason(order(overrides))).toBe(reason);
  });
});

describe('planErasure', () => {
  it('erases orders never invoiced at once', () => {
    expect(planErasure([order({ id: 4 })], options)).toEqual({
      blocked: [],
      eraseNow: [4],
      keep: [],
    });
  });

  it('keeps an invoiced order until six years after its latest document', () => {
    const plan = planErasure(
      [
        order({
          id: 5,
          status: 'cancelled',
          lastInvoicedAt: new Date('2025-03-01T09:00:00Z'),
          documents: ['000010', '000011'],
        }),
      ],
      options,
    );
    expect(plan.keep).toEqual([
      { orderId: 5, documents: ['000010', '000011'], keptUntil: new Date('2031-03-01T09:00:00Z') },
    ]);
    expect(plan.eraseNow).toEqual([]);
  });

  it('erases an invoiced order whose retention has already ended', () => {
    const old = order({ id: 6, lastInvoicedAt: new Date('2020-11-27T09:59:59Z') });
    expect(planErasure([old], options).eraseNow).toEqual([6]);
  });

  it('follows a longer retention setting', () => {
    const recent = order({ id: 7, lastInvoicedAt: new Date('2020-01-01T00:00:00Z') });
    expect(planErasure([recent], { now: NOW, invoicedOrderYears: 8 }).keep[0]?.keptUntil).toEqual(
      new Date('2028-01-01T00:00:00Z'),
    );
  });

  it('lists every order still under way, and skips orders already erased', () => {
    const plan = planErasure(
      [
        order({ id: 8, deliveryStatus: 'scheduled' }),
        order({ id: 9 }),
        order({ id: 10, anonymisedAt: new Date('2026-01-01T00:00:00Z') }),
      ],
      options,
    );
    expect(plan.blocked).toEqual([{ orderId: 8, reason: 'paid and not yet delivered' }]);
    expect(plan.eraseNow).toEqual([9]);
    expect(erasureBlockedMessage(plan.blocked)).toBe(
      'Order #8 is paid and not yet delivered: finish or cancel it first.',
    );
  });
});

describe('customerErasureBlockedMessage', () => {
  it('tells the customer to cancel an order not yet confirmed, and to ask about a confirmed one', () => {
    const orders = [
      order({
        id: 3,
        status: 'pending',
        paymentStatus: 'pending',
        deliveryStatus: 'to_be_scheduled',
      }),
      order({ id: 4, deliveryStatus: 'scheduled' }),
    ];
    const plan = planErasure(orders, options);
    expect(customerErasureBlockedMessage(plan.blocked, orders)).toBe(
      "Order #3 is awaiting payment: choose 'Cancel order' on it in Order History first. " +
        "Order #4 is paid and not yet delivered: choose 'Ask to cancel' on it in Order History, or delete your account once it is delivered.",
    );
  });
});

describe('erasedExceptInvoice', () => {
  it('keeps the name, company and billing address an invoice prints, and erases the rest', () => {
    expect(
      erasedExceptInvoice({ postcode: 'DN15 8QX', billingAddressLine1: '1 Office Park' }),
    ).toEqual({
      email: 'Erased',
      phone: 'Erased',
      addressLine1: 'Erased',
      addressLine2: null,
      city: 'Erased',
      postcode: 'DN',
      deliveryAccessNotes: null,
      deliveryFailureReason: null,
      deliveryEarlyReason: null,
    });
  });

  it('keeps the delivery address when the invoice prints it for want of a billing address', () => {
    const erased = erasedExceptInvoice({ postcode: 'DN15 8QX', billingAddressLine1: null });
    expect(Object.keys(erased).sort()).toEqual(
      [
        'billingAddressLine1',
        'billingAddressLine2',
        'billingCity',
        'billingPostcode',
        'deliveryAccessNotes',
        'deliveryEarlyReason',
        'deliveryFailureReason',
        'email',
        'phone',
      ].sort(),
    );
    expect(erased.email).toBe('Erased');
  });
});
