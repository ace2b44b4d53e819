import { penceToPounds } from '#domain/money';
import type { VatRate } from '#domain/vat';
import type { PlaceOrderRequest } from '#shared/schemas/orders';
import { priceCheckout, type CheckoutLine } from '#client/features/checkout/checkout-line.ts';
import type { CheckoutFormValues } from '#client/features/checkout/checkout-schema.ts';
import { deliveryDetailsFrom } from '#client/features/checkout/delivery-details.ts';

/**
 * The order's body, as spec section 7 gives it: region and unit price of the first line,
 * the cart's total tonnes, the total including VAT; billing blank unless chosen.
 */
export function buildOrderRequest(
  values: CheckoutFormValues,
  lines: readonly CheckoutLine[],
  vatRate: VatRate,
): PlaceOrderRequest {
  const first = lines[0];
  if (!first) throw new Error('An order needs at least one cart line');
  const billing = values.useDifferentBilling;
  return {
    customerId: null,
    firstName: values.firstName,
    lastName: values.lastName,
    companyName: values.companyName ?? '',
    email: values.email,
    phone: values.phone,
    addressLine1: values.addressLine1,
    addressLine2: values.addressLine2 ?? '',
    city: values.city,
    postcode: values.postcode,
    billingAddressLine1: billing ? (values.billingAddressLine1 ?? '') : '',
    billingAddressLine2: billing ? (values.billingAddressLine2 ?? '') : '',
    billingCity: billing ? (values.billingCity ?? '') : '',
    billingPostcode: billing ? (values.billingPostcode ?? '') : '',
    region: first.region,
    quantity: lines.reduce((tonnes, line) => tonnes + line.quantity, 0),
    unitPrice: penceToPounds(first.unitPricePence),
    totalPrice: penceToPounds(priceCheckout(lines, vatRate).totalPence),
    // An account made at this checkout starts with this address too.
    saveAddressToProfile: values.saveAddress || values.createAccount,
    delivery: deliveryDetailsFrom(values),
  };
}
