import { describe, expect, it } from 'vitest';
import { lineQuote } from './line-quote.ts';
import { YORK } from '#test-support/regions';

const now = new Date('2026-11-27T12:00:00Z');

describe('lineQuote', () => {
  it("prices a guest at the quantity's tier and 5% VAT", () => {
    expect(lineQuote(YORK, 6, null, now)).toEqual({
      unitPrice: '289.00',
      totalPrice: '1734.00',
      vatAmount: '86.70',
      totalWithVat: '1820.70',
      vatRate: 5,
    });
  });

  it('prices a customer at their active custom price and their VAT rate', () => {
    const customer = {
      vatRate: 20 as const,
      customPricing: { customPricePence: 25850, customPriceValidTo: null },
    };
    expect(lineQuote(YORK, 6, customer, now)).toEqual({
      unitPrice: '258.50',
      totalPrice: '1551.00',
      vatAmount: '310.20',
      totalWithVat: '1861.20',
      vatRate: 20,
    });
  });

  it('ignores an expired custom price', () => {
    const customer = {
      vatRate: 5 as const,
      customPricing: { customPricePence: 25850, customPriceValidTo: new Date('2026-01-01') },
    };
    expect(lineQuote(YORK, 1, customer, now).unitPrice).toBe('305.00');
  });
});
