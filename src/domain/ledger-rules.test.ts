import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPaid, type OrderMoney } from './ledger.ts';
import {
  customerPaymentNote,
  MAX_ORDER_RECEIVED_PENCE,
  ledgerEntryProblem,
  paymentAfterLedger,
  refundOnCancellation,
  withEntry,
  type OrderPayment,
} from './ledger-rules.ts';

const money = (
  status: OrderMoney['status'],
  totalPence: number,
  receivedPence = 0,
  refundedPence = 0,
  writtenOffPence = 0,
): OrderMoney => ({ status, totalPence, receivedPence, refundedPence, writtenOffPence });

const pending: OrderPayment = { paymentStatus: 'pending', paymentIssue: null };
const completed: OrderPayment = { paymentStatus: 'completed', paymentIssue: null };

describe('paymentAfterLedger', () => {
  it.each<[string, OrderMoney, OrderPayment, OrderPayment]>([
    ['covered: paid', money('confirmed', 33810, 33810), pending, completed],
    [
      'part paid: a balance due, still pending',
      money('confirmed', 33810, 10000),
      pending,
      { paymentStatus: 'pending', paymentIssue: 'balance_due' },
    ],
    ['nothing received: no flag', money('confirmed', 33810), pending, pending],
    [
      'paid too much: paid, with a refund owed',
      money('confirmed', 33810, 40000),
      pending,
      { paymentStatus: 'completed', paymentIssue: 'refund_due' },
    ],
    [
      'cancelled holding money: a refund owed, still completed',
      money('cancelled', 33810, 33810),
      completed,
      { paymentStatus: 'completed', paymentIssue: 'refund_due' },
    ],
    [
      'cancelled and refunded in full: refunded, no flag',
      money('cancelled', 33810, 33810, 33810),
      { paymentStatus: 'completed', paymentIssue: 'refund_due' },
      { paymentStatus: 'refunded', paymentIssue: null },
    ],
    [
      'a larger total after payment: no longer completed, a balance due',
      money('confirmed', 40000, 33810),
      completed,
      { paymentStatus: 'pending', paymentIssue: 'balance_due' },
    ],
    [
      'a provider status is kept while nothing covers the order',
      money('confirmed', 33810),
      { paymentStatus: 'processing', paymentIssue: null },
      { paymentStatus: 'processing', paymentIssue: null },
    ],
  ])('%s', (_name, orderMoney, current, expected) => {
    expect(paymentAfterLedger(orderMoney, current)).toEqual(expected);
  });

  it('says completed exactly when the order is paid', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<OrderMoney['status']>('pending', 'confirmed', 'cancelled'),
        fc.nat(1_000_000),
        fc.nat(1_000_000),
        fc.nat(1_000_000),
        (status, total, received, refunded) => {
          const orderMoney = money(status, total, received, Math.min(refunded, received));
          const next = paymentAfterLedger(orderMoney, pending);
          expect(next.paymentStatus === 'completed').toBe(isPaid(orderMoney));
        },
      ),
    );
  });
});

describe('ledgerEntryProblem', () => {
  const entry = (
    kind: 'payment' | 'refund',
    amountPence: number,
    held: OrderMoney,
    overpaymentReason: string | null = null,
  ) => ({
    kind,
    amountPence,
    overpaymentReason,
    movedOn: '2026-11-20',
    orderPlacedOn: '2026-11-01',
    money: held,
  });

  it('allows a refund of up to what the order holds', () => {
    expect(ledgerEntryProblem(entry('refund', 33810, money('cancelled', 33810, 33810)))).toBeNull();
  });

  it('refuses a refund of more than the order holds, naming what it holds', () => {
    expect(
      ledgerEntryProblem(entry('refund', 20001, money('confirmed', 33810, 30000, 10000))),
    ).toEqual({
      kind: 'refund_exceeds_held',
      message: 'A refund cannot be more than the £200.00 the order holds.',
    });
    expect(ledgerEntryProblem(entry('refund', 1, money('confirmed', 33810)))?.message).toBe(
      'The order holds no money to refund.',
    );
  });

  it('allows a payment of up to the balance due', () => {
    expect(ledgerEntryProblem(entry('payment', 30345, money('confirmed', 30345)))).toBeNull();
    expect(ledgerEntryProblem(entry('payment', 345, money('confirmed', 30345, 30000)))).toBeNull();
  });

  it('refuses a payment of more than the balance due without a reason, naming both', () => {
    expect(ledgerEntryProblem(entry('payment', 30346, money('confirmed', 30345)))).toEqual({
      kind: 'overpayment_unexplained',
      message:
        'This is £0.01 more than the £303.45 due. Give a reason to record the overpayment: the difference will show as a refund owed.',
    });
    for (const settled of [money('confirmed', 30345, 30345), money('cancelled', 30345)]) {
      expect(ledgerEntryProblem(entry('payment', 1, settled))?.message).toMatch(
        /^Nothing is due on this order\. Give a reason/,
      );
    }
  });

  it('records an overpayment given a reason', () => {
    const twice = entry('payment', 30345, money('confirmed', 30345, 30345), 'Paid twice by BACS');
    expect(ledgerEntryProblem(twice)).toBeNull();
  });

  it('refuses a payment that would take the order past what its sums can hold', () => {
    const reason = 'Typed in error';
    expect(
      ledgerEntryProblem(
        entry('payment', MAX_ORDER_RECEIVED_PENCE, money('confirmed', 30345), reason),
      ),
    ).toBeNull();
    expect(
      ledgerEntryProblem(
        entry('payment', MAX_ORDER_RECEIVED_PENCE, money('confirmed', 30345, 1), reason),
      ),
    ).toEqual({
      kind: 'over_order_limit',
      message: "An order's payments cannot come to more than £99,999,999.99.",
    });
  });

  it('never lets a payment it allows overflow the order or leave a balance unflagged', () => {
    fc.assert(
      fc.property(
        fc.nat(MAX_ORDER_RECEIVED_PENCE),
        fc.nat(MAX_ORDER_RECEIVED_PENCE),
        fc.nat(MAX_ORDER_RECEIVED_PENCE),
        fc.option(fc.constant('Paid twice'), { nil: null }),
        (total, received, amount, reason) => {
          const before = money('confirmed', total, received);
          if (ledgerEntryProblem(entry('payment', amount, before, reason))) return;
          const after = withEntry(before, 'payment', amount);
          expect(after.receivedPence).toBeLessThanOrEqual(MAX_ORDER_RECEIVED_PENCE);
          if (reason === null)
            expect(after.receivedPence).toBeLessThanOrEqual(Math.max(total, received));
          if (after.receivedPence > total) {
            expect(paymentAfterLedger(after, pending).paymentIssue).toBe('refund_due');
          }
        },
      ),
    );
  });

  it('refuses money that moved before the order was placed', () => {
    const early = { ...entry('payment', 100, money('confirmed', 33810)), movedOn: '2026-10-31' };
    expect(ledgerEntryProblem(early)?.kind).toBe('before_order');
  });

  it('adds an entry to the sum of its kind', () => {
    expect(withEntry(money('confirmed', 100), 'payment', 40)).toMatchObject({ receivedPence: 40 });
    expect(withEntry(money('confirmed', 100, 40), 'refund', 15)).toMatchObject({
      receivedPence: 40,
      refundedPence: 15,
    });
  });
});

describe('what the customer reads', () => {
  it.each<[string, OrderMoney, number, string]>([
    [
      'cancelled holding money',
      money('cancelled', 173250, 173250),
      173250,
      'Refund of £1,732.50 being arranged',
    ],
    [
      'cancelled, part refunded',
      money('cancelled', 173250, 173250, 73250),
      100000,
      'Refund of £1,000.00 being arranged',
    ],
    ['cancelled and refunded', money('cancelled', 173250, 173250, 173250), 0, 'refunded'],
    ['confirmed and paid', money('confirmed', 173250, 173250), 0, 'completed'],
  ])('%s', (_name, orderMoney, refund, note) => {
    expect(refundOnCancellation(orderMoney)).toBe(refund);
    const status = orderMoney.refundedPence >= orderMoney.receivedPence ? 'refunded' : 'completed';
    expect(customerPaymentNote(orderMoney, status)).toBe(note);
  });

  it('tells of the refund when the order is reduced below what was received', () => {
    const reduced = money('confirmed', 60690, 91035);
    expect(refundOnCancellation(reduced)).toBe(0);
    expect(customerPaymentNote(reduced, 'completed')).toBe('Refund of £303.45 being arranged');
  });
});
