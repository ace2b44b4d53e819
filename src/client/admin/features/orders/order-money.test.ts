import { describe, expect, it } from 'vitest';

import type { Order } from '#shared/schemas/orders';
import { orderMoney } from '#client/admin/features/orders/order-money.ts';

const order = (money: Partial<Order>): Order =>
  ({
    status: 'confirmed',
    totalPrice: '606.90',
    vatAmount: '28.90',
    amountReceived: '0.00',
    amountRefunded: '0.00',
    amountWrittenOff: '0.00',
    ...money,
  }) as Order;

describe("an order view's money", () => {
  it('splits the total into net and VAT, and owes it all before any payment', () => {
    expect(orderMoney(order({}))).toMatchObject({
      netPence: 57_800,
      vatPence: 2_890,
      totalPence: 60_690,
      balance: { balancePence: 60_690, state: 'balance_due' },
    });
  });

  it('is settled once what was received covers the total', () => {
    expect(orderMoney(order({ amountReceived: '606.90' })).balance).toMatchObject({
      balancePence: 0,
      state: 'settled',
    });
  });

  it('owes a refund of what is held for a cancelled order', () => {
    const money = orderMoney(
      order({ status: 'cancelled', amountReceived: '606.90', amountRefunded: '100.00' }),
    );
    expect(money.balance).toMatchObject({ heldPence: 50_690, balancePence: -50_690 });
    expect(money.balance.state).toBe('refund_owed');
  });

  it('is settled by a balance written off, and by an overpayment kept', () => {
    const shortPaid = orderMoney(order({ amountReceived: '600.00', amountWrittenOff: '6.90' }));
    expect(shortPaid).toMatchObject({ writtenOffPence: 690 });
    expect(shortPaid.balance).toMatchObject({ balancePence: 0, state: 'settled' });
    const overpaid = orderMoney(order({ amountReceived: '610.00', amountWrittenOff: '-3.10' }));
    expect(overpaid).toMatchObject({ writtenOffPence: -310 });
    expect(overpaid.balance).toMatchObject({ balancePence: 0, state: 'settled' });
  });
});
