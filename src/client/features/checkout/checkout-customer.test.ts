import { describe, expect, it } from 'vitest';

import { priceCheckout } from '#client/features/checkout/checkout-line.ts';
import { checkoutDefaultsFor } from '#client/features/checkout/checkout-prefill.ts';
import { checkoutDefaults } from '#client/features/checkout/checkout-fields.ts';

const line = { id: 'a', name: 'Premium Wood Pellets', region: 'Doncaster', quantity: 2 };
const lines = [{ ...line, unitPricePence: 28900 }];

describe('priceCheckout', () => {
  it("prices the cart's lines as quoted, at the VAT rate they were quoted at", () => {
    const quoted = [{ ...line, unitPricePence: 25000 }];
    // 2 t x £250 = £500, VAT at 20% £100.
    expect(priceCheckout(quoted, 20)).toMatchObject({ subtotalPence: 50000, totalPence: 60000 });
    expect(priceCheckout(lines, 5)).toMatchObject({ subtotalPence: 57800, totalPence: 60690 });
  });
});

describe('checkoutDefaultsFor', () => {
  it('starts a guest with an empty form', () => {
    expect(checkoutDefaultsFor(null)).toBe(checkoutDefaults);
  });

  it('starts the delivery postcode from the one checked on the home page', () => {
    expect(checkoutDefaultsFor(null, 'DN1 1AA')).toEqual({
      ...checkoutDefaults,
      postcode: 'DN1 1AA',
    });
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

  it("keeps a customer's saved postcode over the checked one, and uses that when none is saved", () => {
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
    expect(checkoutDefaultsFor(customer, 'DN1 1AA').postcode).toBe('DN1 1AA');
    expect(checkoutDefaultsFor({ ...customer, postcode: 'YO1 7HH' }, 'DN1 1AA').postcode).toBe(
      'YO1 7HH',
    );
  });
});
