import { describe, expect, it } from 'vitest';

import { PlaceOrderRequestSchema } from '#shared/schemas/orders';
import { CheckoutFormSchema } from '#client/features/checkout/checkout-schema.ts';
import { checkoutDefaults } from '#client/features/checkout/checkout-fields.ts';
import { buildOrderRequest } from '#client/features/checkout/order-request.ts';

const doncaster = {
  id: 'item-1',
  name: 'Premium Wood Pellets',
  region: 'Doncaster',
  quantity: 2,
  unitPricePence: 28900,
};

function formValues(overrides: Partial<typeof checkoutDefaults> = {}) {
  return CheckoutFormSchema.parse({
    ...checkoutDefaults,
    firstName: ' Ada ',
    lastName: 'Lovelace',
    email: 'Ada@Example.com',
    phone: '01632 960123',
    addressLine1: '12 Foxhills Road',
    city: 'Scunthorpe',
    postcode: 'DN15 8QA',
    acceptTerms: true,
    ...overrides,
  });
}

describe('buildOrderRequest', () => {
  it('sends the cart as the spec payload with 2-decimal pounds including VAT', () => {
    const request = buildOrderRequest(formValues(), [doncaster], 5);
    expect(request).toEqual({
      customerId: null,
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyName: '',
      email: 'ada@example.com',
      phone: '01632 960123',
      addressLine1: '12 Foxhills Road',
      addressLine2: '',
      city: 'Scunthorpe',
      postcode: 'DN15 8QA',
      billingAddressLine1: '',
      billingAddressLine2: '',
      billingCity: '',
      billingPostcode: '',
      region: 'Doncaster',
      quantity: 2,
      unitPrice: '289.00',
      totalPrice: '606.90',
      saveAddressToProfile: false,
      delivery: {
        form: null,
        lorryLimit: null,
        hoseMetres: null,
        earliestDate: null,
        bookedDate: null,
        accessNotes: '',
      },
    });
    expect(PlaceOrderRequestSchema.safeParse(request).success).toBe(true);
  });

  it('asks to keep the address when the customer ticks it or makes an account here', () => {
    const keep = (overrides: Partial<typeof checkoutDefaults>) =>
      buildOrderRequest(formValues(overrides), [doncaster], 5).saveAddressToProfile;
    expect(keep({ saveAddress: true })).toBe(true);
    expect(keep({ createAccount: true, password: 'long enough' })).toBe(true);
    expect(keep({ saveAddress: false, createAccount: false })).toBe(false);
  });

  it('sends the delivery details, a hose distance only for blown pellets', () => {
    const blown = buildOrderRequest(
      formValues({ deliveryForm: 'blown', hoseMetres: '25', earliestDate: '2026-12-01' }),
      [doncaster],
      5,
    );
    expect(blown.delivery).toMatchObject({
      form: 'blown',
      hoseMetres: 25,
      earliestDate: '2026-12-01',
    });
    const bagged = buildOrderRequest(
      formValues({ deliveryForm: 'bagged', hoseMetres: '25' }),
      [doncaster],
      5,
    );
    expect(bagged.delivery).toMatchObject({ form: 'bagged', hoseMetres: null });
  });

  it('sends the day booked on the round, and none when no day is chosen', () => {
    const booked = buildOrderRequest(formValues({ bookedDate: '2026-12-02' }), [doncaster], 5);
    expect(booked.delivery).toMatchObject({ bookedDate: '2026-12-02', earliestDate: null });
    expect(PlaceOrderRequestSchema.safeParse(booked).success).toBe(true);
    expect(buildOrderRequest(formValues(), [doncaster], 5).delivery?.bookedDate).toBeNull();
  });

  it("refuses a hose over 60 m with the server's message", () => {
    const result = CheckoutFormSchema.safeParse({
      ...checkoutDefaults,
      deliveryForm: 'blown',
      hoseMetres: '61',
    });
    const hose = result.error?.issues.find((issue) => issue.path[0] === 'hoseMetres');
    expect(hose?.message).toMatch(/further than 60 m/);
  });

  it('prices at the customer VAT rate', () => {
    expect(buildOrderRequest(formValues(), [doncaster], 20).totalPrice).toBe('693.60');
    expect(buildOrderRequest(formValues(), [doncaster], 0).totalPrice).toBe('578.00');
  });

  it('keeps billing fields blank unless a different billing address is chosen', () => {
    const billing = {
      billingAddressLine1: '1 Bank Street',
      billingCity: 'Leeds',
      billingPostcode: 'LS1 1AA',
    };
    expect(buildOrderRequest(formValues(billing), [doncaster], 5).billingCity).toBe('');
    const chosen = buildOrderRequest(
      formValues({ ...billing, useDifferentBilling: true }),
      [doncaster],
      5,
    );
    expect(chosen).toMatchObject({ ...billing, billingAddressLine2: '' });
  });

  it('refuses an empty cart', () => {
    expect(() => buildOrderRequest(formValues(), [], 5)).toThrow();
  });
});

describe('CheckoutFormSchema', () => {
  it('gives every message of spec section 5 for an empty form', () => {
    const result = CheckoutFormSchema.safeParse({ ...checkoutDefaults, createAccount: true });
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Please enter your address',
      'Please enter your city',
      'Please enter a valid postcode',
      'You must accept the terms and conditions',
      'Password must be at least 8 characters',
    ]);
  });

  it('needs no password without an account, and billing fields are never required', () => {
    expect(CheckoutFormSchema.safeParse(formValues({ useDifferentBilling: true })).success).toBe(
      true,
    );
  });
});
