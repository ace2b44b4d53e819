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

  it('due = held + balance, whatever the figures', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<OrderMoney['status']>('pending', 'confirmed', 'cancelled'),
        fc.nat(10_000_000),
        fc.nat(10_000_000),
        fc.nat(10_000_000),
        (status, total, received, refunded) => {
          const balance = orderBalance(order(status, total, received, refunded));
          expect(balance.heldPence + balance.balancePence).toBe(balance.duePence);
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
