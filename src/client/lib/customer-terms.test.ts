import { describe, expect, it } from 'vitest';

import { GUEST_TERMS, customPricingOf, customerTerms } from '#client/lib/customer-terms.ts';

const summary = {
  customPrice: '250.00',
  customPriceValidTo: '2030-01-01T00:00:00.000Z',
  vatRate: 20,
};

describe('customerTerms', () => {
  it('gives a guest regional prices at 5% VAT', () => {
    expect(customerTerms(null)).toEqual({ customPricing: null, vatRate: 5 });
    expect(customerTerms(undefined)).toBe(GUEST_TERMS);
  });

  it("reads the customer's custom price in pence, its end date and their VAT rate", () => {
    expect(customerTerms(summary)).toEqual({
      customPricing: {
        customPricePence: 25000,
        customPriceValidTo: new Date('2030-01-01T00:00:00.000Z'),
      },
      vatRate: 20,
    });
  });

  it('keeps an open-ended price open and falls back to 5% for an unknown rate', () => {
    expect(customerTerms({ ...summary, customPriceValidTo: null, vatRate: 7 })).toEqual({
      customPricing: { customPricePence: 25000, customPriceValidTo: null },
      vatRate: 5,
    });
  });

  it('has no custom pricing without a price, or with an unreadable one', () => {
    expect(customerTerms({ ...summary, customPrice: null }).customPricing).toBeNull();
    expect(customPricingOf({ customPrice: 'free', customPriceValidTo: null })).toBeNull();
  });
});
