import { describe, expect, it } from 'vitest';

import { cartTotals, createCartItem } from '#client/features/cart/cart-item.ts';

describe('cart items', () => {
  it('are named after the product and get distinct ids', () => {
    const line = {
      region: 'Doncaster',
      quantity: 2,
      unitPricePence: 28900,
      totalPricePence: 57800,
      vatAmountPence: 2890,
      totalWithVatPence: 60690,
    };
    const first = createCartItem(line);
    const second = createCartItem(line);
    expect(first.name).toBe('Premium Wood Pellets');
    expect(first.id).not.toBe(second.id);
    expect(cartTotals([first, second])).toEqual({
      subtotalPence: 115600,
      vatPence: 5780,
      totalPence: 121380,
    });
    expect(cartTotals([])).toEqual({ subtotalPence: 0, vatPence: 0, totalPence: 0 });
  });
});
