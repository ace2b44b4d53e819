import { describe, expect, it } from 'vitest';

import { priceCheckout, withCustomPrice } from '#client/features/checkout/checkout-line.ts';
import { checkoutDefaultsFor } from '#client/features/checkout/checkout-prefill.ts';
import { checkoutDefaults } from '#client/features/checkout/checkout-schema.ts';

const line = { id: 'a', name: 'Premium Wood Pellets', region: 'Doncaster', quantity: 2 };
const lines = [{ ...line, unitPricePence: 28900 }];
const now = new Date('2025-06-01T12:00:00.000Z');

describe('withCustomPrice', () => {
  it('replaces the line price with an active custom price', () => {
    const custom = { customPricePence: 25000, customPriceValidTo: null };
    const priced = withCustomPrice(lines, custom, now);
    expect(priced[0]?.unitPricePence).toBe(25000);
    // 2 t x £250 = £500, VAT at 20% £100.
    expect(priceCheckout(priced, 20)).toMatchObject({ subtotalPence: 50000, totalPence: 60000 });
  });

  it('keeps the line price for a guest or an expired custom price', () => {
    expect(withCustomPrice(lines, null, now)).toBe(lines);
    const expired = { customPricePence: 25000, customPriceValidTo: now };
    expect(withCustomPrice(lines, expired, now)).toBe(lines);
  });
});

describe('checkoutDefaultsFor', () => {
  it('starts a guest with an empty form', () => {
    expect(checkoutDefaultsFor(null)).toBe(checkoutDefaults);
  });

  it("fills a customer's profile in, blanks for what they have not given", () => {
    const values = checkoutDefaultsFor({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyName: null,
      phone: '01632 960123',
      addressLine1: '12 Foxhills Road',
      addressLine2: null,
      city: 'Scunthorpe',
      postcode: 'DN15 8QA',
    });
    expect(values).toEqual({
      ...checkoutDefaults,
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '01632 960123',
      addressLine1: '12 Foxhills Road',
      city: 'Scunthorpe',
      postcode: 'DN15 8QA',
    });
  });

  it('offers to save the address ticked only when the profile has none', () => {
    const customer = {
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyName: null,
      phone: null,
      addressLine1: null,
      addressLine2: null,
      city: null,
      postcode: null,
    };
    expect(checkoutDefaultsFor(customer).saveAddress).toBe(true);
    expect(checkoutDefaultsFor({ ...customer, addressLine1: '1 Mill Lane' }).saveAddress).toBe(
      false,
    );
  });
});
