import type { CurrentCustomer } from '#shared/schemas/customers';
import type { CheckoutFormInput } from '#client/features/checkout/checkout-schema.ts';
import { checkoutDefaults } from '#client/features/checkout/checkout-fields.ts';

/** The profile fields of a signed-in customer that the checkout form starts from. */
export type CheckoutCustomer = Pick<
  CurrentCustomer,
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'companyName'
  | 'phone'
  | 'addressLine1'
  | 'addressLine2'
  | 'city'
  | 'postcode'
>;

/**
 * Spec section 2: for a logged-in customer the form is prefilled from the profile. The
 * delivery postcode starts as the one checked on the home page (the cart's), unless the
 * profile has one of its own.
 */
export function checkoutDefaultsFor(
  customer: CheckoutCustomer | null,
  checkedPostcode: string | null = null,
): CheckoutFormInput {
  if (!customer)
    return checkedPostcode ? { ...checkoutDefaults, postcode: checkedPostcode } : checkoutDefaults;
  return {
    ...checkoutDefaults,
    firstName: customer.firstName,
    lastName: customer.lastName,
    companyName: customer.companyName ?? '',
    email: customer.email,
    phone: customer.phone ?? '',
    addressLine1: customer.addressLine1 ?? '',
    addressLine2: customer.addressLine2 ?? '',
    city: customer.city ?? '',
    postcode: customer.postcode || (checkedPostcode ?? ''),
    // A first order fills an empty profile; a saved address is replaced only when asked.
    saveAddress: !customer.addressLine1,
  };
}
