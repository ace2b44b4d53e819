import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPaid, orderBalance, type BalanceState, type OrderMoney } from './ledger.ts';

const order = (
  status: OrderMoney['status'],
  totalPence: number,
  receivedPence = 0,
  refundedPence = 0,
  writtenOffPence = 0,
): OrderMoney => ({ status, totalPence, receivedPence, refundedPence, writtenOffPence });

describe('orderBalance', () => {
  it.each<[string, OrderMoney, number, BalanceState]>([
    ['nothing received: the whole total is due', order('confirmed', 173250), 173250, 'balance_due'],
    ['paid in full: settled', order('confirmed', 173250, 173250), 0, 'settled'],
    ['part paid: the rest is due', order('confirmed', 173250, 100000), 73250, 'balance_due'],
    [
      'paid too much: the excess is owed back',
      order('confirmed', 173250, 173300),
      -50,
      'refund_owed',
    ],
    [
      'cancelled after payment: all of it is owed back',
      order('cancelled', 173250, 173250),
      -173250,
      'refund_owed',
    ],
    ['cancelled and refunded: settled', order('cancelled', 173250, 173250, 173250), 0, 'settled'],
    ['cancelled, nothing received: settled', order('cancelled', 173250), 0, 'settled'],
    [
      'a larger total after payment: the difference is due',
      order('confirmed', 202125, 173250),
      28875,
      'balance_due',
    ],
  ])('%s', (_name, money, balancePence, state) => {
    expect(orderBalance(money)).toMatchObject({ balancePence, state });
  });

  it('due = held + write-off in force + balance, whatever the figures', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<OrderMoney['status']>('pending', 'confirmed', 'cancelled'),
        fc.nat(10_000_000),
        fc.nat(10_000_000),
        fc.nat(10_000_000),
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        (status, total, received, refunded, writtenOff) => {
          const balance = orderBalance(order(status, total, received, refunded, writtenOff));
          expect(balance.heldPence + balance.writtenOffPence + balance.balancePence).toBe(
            balance.duePence,
          );
        },
      ),
    );
  });
});

describe('a write-off closes the gap between due and held, never crosses it', () => {
  it.each<[string, OrderMoney, number, number, BalanceState]>([
    [
      'a balance given up settles the order',
      order('confirmed', 60690, 20000, 0, 40690),
      40690,
      0,
      'settled',
    ],
    [
      'cancelled after a balance was given up: only what was received goes back',
      order('cancelled', 60690, 20000, 0, 40690),
      0,
      -20000,
      'refund_owed',
    ],
    [
      'reduced below what is held after a balance was given up: only the excess goes back',
      order('confirmed', 15000, 20000, 0, 40690),
      0,
      -5000,
      'refund_owed',
    ],
    [
      'reduced but still above what is held: settled, the write-off shrinks to the gap',
      order('confirmed', 30000, 20000, 0, 40690),
      10000,
      0,
      'settled',
    ],
    [
      'an overpayment kept, then the order grows past what is held: only the rest is due',
      order('confirmed', 91235, 91100, 0, -65),
      0,
      135,
      'balance_due',
    ],
    [
      'an overpayment kept, then the order grows a little: still settled',
      order('confirmed', 91065, 91100, 0, -65),
      -35,
      0,
      'settled',
    ],
  ])('%s', (_name, money, writtenOffPence, balancePence, state) => {
    expect(orderBalance(money)).toMatchObject({ writtenOffPence, balancePence, state });
  });

  it('never leaves more owed back than is held, nor more due than the total', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<OrderMoney['status']>('pending', 'confirmed', 'cancelled'),
        fc.nat(10_000_000),
        fc.nat(10_000_000),
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        (status, total, received, writtenOff) => {
          const { balancePence, duePence } = orderBalance(
            order(status, total, received, 0, writtenOff),
          );
          expect(-balancePence).toBeLessThanOrEqual(received);
          expect(balancePence).toBeLessThanOrEqual(duePence);
        },
      ),
    );
  });
});

describe('isPaid', () => {
  it.each<[string, OrderMoney, boolean]>([
    ['covered to the penny', order('confirmed', 173250, 173250), true],
    ['one penny short', order('confirmed', 173250, 173249), false],
    ['covered, then refunded in part', order('confirmed', 173250, 173250, 100), false],
    ['a cancelled order is never paid', order('cancelled', 173250, 173250), false],
  ])('%s', (_name, money, paid) => {
    expect(isPaid(money)).toBe(paid);
  });
});
