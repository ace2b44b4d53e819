import { describe, expect, it } from 'vitest';
import {
  attemptStillFits,
  matchPayment,
  nextPaymentIssue,
  type CompletedPayment,
  type PaymentIssue,
  type PaymentMatch,
} from './payment-match.ts';

const confirmed = (amountPence: number, amountDuePence: number): CompletedPayment => ({
  orderStatus: 'confirmed',
  amountDuePence,
  amountPence,
  voided: false,
  orderPaid: false,
});

describe('matchPayment', () => {
  it.each<[string, CompletedPayment, PaymentMatch]>([
    ['the current total pays the order', confirmed(308700, 308700), 'pays_order'],
    [
      'a pending order paid in full is paid',
      { ...confirmed(100, 100), orderStatus: 'pending' },
      'pays_order',
    ],
    ['a stale smaller amount leaves a balance', confirmed(33810, 308700), 'balance_due'],
    ['one penny short leaves a balance', confirmed(308699, 308700), 'balance_due'],
    ['a stale larger amount is refunded', confirmed(308700, 33810), 'refund_due'],
    ['one penny over is refunded', confirmed(33811, 33810), 'refund_due'],
    [
      'a cancelled order is refunded',
      { ...confirmed(33810, 33810), orderStatus: 'cancelled' },
      'refund_due',
    ],
    [
      'a cancelled order is refunded even when short',
      { ...confirmed(100, 33810), orderStatus: 'cancelled' },
      'refund_due',
    ],
    [
      'a withdrawn attempt for the right amount is refunded',
      { ...confirmed(33810, 33810), voided: true },
      'refund_due',
    ],
    [
      'a withdrawn attempt for less leaves a balance',
      { ...confirmed(100, 33810), voided: true },
      'balance_due',
    ],
    [
      'a second payment of a paid order is refunded',
      { ...confirmed(33810, 33810), orderPaid: true },
      'refund_due',
    ],
  ])('%s', (_name, payment, expected) => {
    expect(matchPayment(payment)).toBe(expected);
  });
});

describe('nextPaymentIssue', () => {
  it.each<[PaymentIssue | null, PaymentMatch, PaymentIssue | null]>([
    [null, 'pays_order', null],
    [null, 'balance_due', 'balance_due'],
    [null, 'refund_due', 'refund_due'],
    ['balance_due', 'balance_due', 'balance_due'],
    ['balance_due', 'pays_order', null],
    ['balance_due', 'refund_due', 'refund_due'],
    ['refund_due', 'balance_due', 'refund_due'],
    ['refund_due', 'pays_order', 'refund_due'],
  ])('%s then %s gives %s', (current, match, expected) => {
    expect(nextPaymentIssue(current, match)).toBe(expected);
  });
});

describe('attemptStillFits', () => {
  it.each<[number, boolean, number, boolean]>([
    [33810, false, 33810, true],
    [33810, false, 308700, false],
    [33810, true, 33810, false],
    [33811, false, 33810, false],
  ])('%i pence (voided %s) for a total of %i: %s', (amountPence, voided, total, expected) => {
    expect(attemptStillFits({ amountPence, voided }, total)).toBe(expected);
  });
});
