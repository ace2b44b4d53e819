import { describe, expect, it } from 'vitest';

import type { PostcodeValidationResult } from '#shared/schemas/regions';
import {
  cartTotals,
  cartVatRate,
  createCartItem,
  lineFromQuote,
  pricesDiffer,
  requotedItem,
} from '#client/features/cart/cart-item.ts';
import { requoteCart, requoteFromCheck } from '#client/features/cart/requote-cart.ts';
import { YORK } from '#test-support/regions';

const doncasterLine = {
  region: 'Doncaster',
  postcode: 'DN1 1AA',
  quantity: 2,
  unitPricePence: 28900,
  totalPricePence: 57800,
  vatAmountPence: 2890,
  totalWithVatPence: 60690,
  vatRate: 5 as const,
};

const yorkQuote = {
  unitPrice: '305.00',
  totalPrice: '610.00',
  vatAmount: '122.00',
  totalWithVat: '732.00',
  vatRate: 20,
};

const yorkAnswer: PostcodeValidationResult = {
  valid: true,
  postcode: 'YO1 7HH',
  region: YORK,
  quote: yorkQuote,
};

describe('cart items', () => {
  it('are named after the product and get distinct ids', () => {
    const first = createCartItem(doncasterLine);
    const second = createCartItem(doncasterLine);
    expect(first.name).toBe('Premium Wood Pellets');
    expect(first.id).not.toBe(second.id);
    expect(cartTotals([first, second])).toEqual({
      subtotalPence: 115600,
      vatPence: 5780,
      totalPence: 121380,
    });
    expect(cartTotals([])).toEqual({ subtotalPence: 0, vatPence: 0, totalPence: 0 });
  });

  it("take the server's quoted figures as they are", () => {
    const where = { region: 'York', postcode: 'YO1 7HH' };
    expect(lineFromQuote(where, 2, yorkQuote)).toEqual({
      region: 'York',
      postcode: 'YO1 7HH',
      quantity: 2,
      unitPricePence: 30500,
      totalPricePence: 61000,
      vatAmountPence: 12200,
      totalWithVatPence: 73200,
      vatRate: 20,
    });
  });

  it('keep their id and name when quoted again', () => {
    const line = createCartItem(doncasterLine);
    const again = requotedItem(line, { ...doncasterLine, unitPricePence: 26000 });
    expect(again.id).toBe(line.id);
    expect(again.name).toBe(line.name);
    expect(again.unitPricePence).toBe(26000);
  });

  it('say whether a new quote changed what the shopper pays', () => {
    const line = createCartItem(doncasterLine);
    expect(pricesDiffer([line], [{ ...line }])).toBe(false);
    expect(pricesDiffer([line], [{ ...line, unitPricePence: 26000 }])).toBe(true);
    expect(pricesDiffer([line], [{ ...line, totalWithVatPence: 1 }])).toBe(true);
    expect(pricesDiffer([line], [])).toBe(true);
  });

  it('share the VAT rate they were quoted at, 5% when the cart is empty', () => {
    expect(cartVatRate([createCartItem({ ...doncasterLine, vatRate: 20 })])).toBe(20);
    expect(cartVatRate([])).toBe(5);
  });
});

describe('quoting the cart again', () => {
  it('moves a line to the region and price the server answered', () => {
    const line = createCartItem(doncasterLine);
    const moved = requoteFromCheck(line, yorkAnswer);
    expect(moved).toMatchObject({
      id: line.id,
      region: 'York',
      postcode: 'YO1 7HH',
      unitPricePence: 30500,
      vatRate: 20,
    });
  });

  it('quotes nothing where the shop does not deliver, or without a price', () => {
    const line = createCartItem(doncasterLine);
    const disabled: PostcodeValidationResult = {
      valid: false,
      regionDisabled: true,
      regionName: 'Leeds',
      message: 'Sorry',
    };
    expect(requoteFromCheck(line, disabled)).toBeNull();
    expect(requoteFromCheck(line, { ...yorkAnswer, quote: undefined })).toBeNull();
  });

  it("asks for each line's tonnes at its own postcode, or at the one given", async () => {
    const asked: unknown[] = [];
    const check = (request: { postcode: string; tonnes?: number }) => {
      asked.push(request);
      return Promise.resolve(yorkAnswer);
    };
    const line = createCartItem(doncasterLine);
    await requoteCart([line], check);
    await requoteCart([line], check, 'YO1 7HH');
    expect(asked).toEqual([
      { postcode: 'DN1 1AA', tonnes: 2 },
      { postcode: 'YO1 7HH', tonnes: 2 },
    ]);
  });
});
