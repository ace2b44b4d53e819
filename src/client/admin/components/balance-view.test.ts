import { describe, expect, it } from 'vitest';

import { balanceView } from '#client/admin/components/balance-view.ts';

describe("an order's balance, in words", () => {
  it('asks nothing of a pending order yet: its total is paid once confirmed', () => {
    expect(balanceView('pending', 'balance_due')).toEqual({
      label: 'To pay once confirmed',
      tone: 'neutral',
    });
    expect(balanceView('confirmed', 'balance_due').label).toBe('Balance due');
    expect(balanceView('pending', 'refund_owed').label).toBe('Refund owed');
    expect(balanceView('cancelled', 'settled').label).toBe('Settled');
  });
});
