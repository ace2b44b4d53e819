import { describe, expect, it } from 'vitest';
import { isPaid, orderBalance, refundOwed, type OrderMoney } from './ledger.ts';
import {
  customerPaymentNote,
  paymentAfterLedger,
  refundOnCancellation,
  withWriteOff,
  writeOffOf,
} from './ledger-rules.ts';

const money = (
  status: OrderMoney['status'],
  totalPence: number,
  receivedPence = 0,
  refundedPence = 0,
): OrderMoney => ({ status, totalPence, receivedPence, refundedPence, writtenOffPence: 0 });

const pending = { paymentStatus: 'pending', paymentIssue: null } as const;

describe('writing off a balance the business will not collect', () => {
  const short = money('confirmed', 91035, 91000);

  it('gives up the balance: the order reads settled and paid', () => {
    expect(writeOffOf(short, 35)).toEqual({ part: 'balance' });
    const after = withWriteOff(short, 'balance', 35);
    expect(orderBalance(after)).toMatchObject({ balancePence: 0, state: 'settled' });
    expect(isPaid(after)).toBe(true);
    expect(paymentAfterLedger(after, pending)).toEqual({
      paymentStatus: 'completed',
      paymentIssue: null,
    });
  });

  it('settles an order written off in full with nothing received', () => {
    const unpaid = money('confirmed', 33810);
    const after = withWriteOff(unpaid, 'balance', 33810);
    expect(paymentAfterLedger(after, pending).paymentStatus).toBe('completed');
  });

  it('leaves the rest due after a part write-off', () => {
    const after = withWriteOff(money('confirmed', 33810), 'balance', 810);
    expect(orderBalance(after)).toMatchObject({ balancePence: 33000, state: 'balance_due' });
    expect(isPaid(after)).toBe(false);
  });

  it('refuses more than the balance due, a settled order, and an order not confirmed', () => {
    expect(writeOffOf(short, 36)).toEqual({
      problem: {
        kind: 'more_than_outstanding',
        message: 'A write-off cannot be more than the £0.35 due.',
      },
    });
    expect(writeOffOf(money('confirmed', 100, 100), 1)).toMatchObject({
      problem: { kind: 'nothing_to_write_off' },
    });
    expect(writeOffOf(money('pending', 100), 1)).toMatchObject({
      problem: { kind: 'not_confirmed' },
    });
  });
});

describe('writing off an overpayment the customer said to keep', () => {
  const over = money('confirmed', 91035, 91100);

  it('keeps the overpayment: no refund is owed and the order stays paid', () => {
    expect(writeOffOf(over, 65)).toEqual({ part: 'overpayment' });
    const after = withWriteOff(over, 'overpayment', 65);
    expect(after.writtenOffPence).toBe(-65);
    expect(refundOwed(after)).toBe(0);
    expect(
      paymentAfterLedger(after, { paymentStatus: 'completed', paymentIssue: 'refund_due' }),
    ).toEqual({ paymentStatus: 'completed', paymentIssue: null });
    expect(customerPaymentNote(after, 'completed')).toBe('completed');
  });

  it('keeps part of what a cancelled order holds: only the rest is refunded', () => {
    const cancelled = money('cancelled', 91035, 91035);
    expect(writeOffOf(cancelled, 1035)).toEqual({ part: 'overpayment' });
    const after = withWriteOff(cancelled, 'overpayment', 1035);
    expect(refundOnCancellation(after)).toBe(90000);
    expect(writeOffOf(cancelled, 91036)).toMatchObject({
      problem: { message: 'A write-off cannot be more than the £910.35 to be refunded.' },
    });
  });
});

describe('reversing a write-off', () => {
  it('restores the balance due', () => {
    const unpaid = money('confirmed', 33810);
    const reversed = withWriteOff(withWriteOff(unpaid, 'balance', 810), 'balance', 810, -1);
    expect(reversed).toEqual(unpaid);
    expect(paymentAfterLedger(reversed, pending).paymentStatus).toBe('pending');
  });

  it('restores the refund owed', () => {
    const over = money('confirmed', 91035, 91100);
    const reversed = withWriteOff(withWriteOff(over, 'overpayment', 65), 'overpayment', 65, -1);
    expect(refundOwed(reversed)).toBe(65);
    expect(paymentAfterLedger(reversed, pending).paymentIssue).toBe('refund_due');
  });

  it('leaves a paid order completed no longer once its written-off balance is due again', () => {
    const after = withWriteOff(money('confirmed', 33810, 33000), 'balance', 810);
    const current = paymentAfterLedger(after, pending);
    expect(current.paymentStatus).toBe('completed');
    const reversed = withWriteOff(after, 'balance', 810, -1);
    expect(paymentAfterLedger(reversed, current)).toEqual({
      paymentStatus: 'pending',
      paymentIssue: 'balance_due',
    });
  });
});
