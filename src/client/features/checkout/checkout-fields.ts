import type {
  CheckoutFieldName,
  CheckoutFormInput,
} from '#client/features/checkout/checkout-schema.ts';
import { deliveryFieldDefaults } from '#client/features/checkout/delivery-details.ts';

// The form's fields without its rules: the rules (and Zod) load once the shopper starts on it.

export const checkoutDefaults: CheckoutFormInput = {
  firstName: '',
  lastName: '',
  companyName: '',
  email: '',
  phone: '',
  createAccount: false,
  password: '',
  marketingConsent: false,
  addressLine1: '',
  addressLine2: '',
  city: '',
  postcode: '',
  saveAddress: false,
  useDifferentBilling: false,
  billingAddressLine1: '',
  billingAddressLine2: '',
  billingCity: '',
  billingPostcode: '',
  ...deliveryFieldDefaults,
  acceptTerms: false,
};

/** Form fields in screen order: the first one with an error gets the focus. */
export const checkoutFieldOrder = Object.keys(checkoutDefaults) as CheckoutFieldName[];

export function isCheckoutField(name: string): name is CheckoutFieldName {
  return Object.hasOwn(checkoutDefaults, name);
}
