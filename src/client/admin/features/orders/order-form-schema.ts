import { z } from 'zod';

import { PAYMENT_STATUSES } from '#domain/payment-status';
import { isValidQuantity, MIN_TONNES } from '#domain/quantity';
import { VAT_RATES, type VatRate } from '#domain/vat';
import { ORDER_STATUSES, type Order } from '#shared/schemas/orders';
import type { OrderEdit } from '#client/admin/api/update-order.ts';

const required = (label: string) => z.string().trim().min(1, `${label} is required`);
const optional = z.string().trim();
const POUNDS = /^\d{1,8}(\.\d{1,2})?$/;

/** Pounds as typed ("289", "289.5") -> "289.00", the wire format of order prices. */
const pounds = (label: string) =>
  required(label)
    .regex(POUNDS, `${label} must be an amount in pounds, like 289.00`)
    .transform((value) => Number(value).toFixed(2));

/** The VAT rates as the dropdown offers them. */
export const VAT_RATE_OPTIONS = VAT_RATES.map(String);

/**
 * The edit-order form (spec section 5, admin rules): contact, delivery address, region,
 * quantity (at least 1), unit price and VAT rate required; company, address line 2 and billing
 * optional. The total is not typed: it follows from quantity, unit price and VAT rate.
 */
export const OrderFormSchema = z.object({
  firstName: required('First name'),
  lastName: required('Last name'),
  companyName: optional,
  email: z.string().trim().pipe(z.email('Please enter a valid email address')),
  phone: required('Phone'),
  addressLine1: required('Address line 1'),
  addressLine2: optional,
  city: required('City'),
  postcode: required('Postcode').transform((value) => value.toUpperCase()),
  billingAddressLine1: optional,
  billingAddressLine2: optional,
  billingCity: optional,
  billingPostcode: optional.transform((value) => value.toUpperCase()),
  region: required('Region'),
  quantity: required('Quantity')
    .refine((value) => Number.isFinite(Number(value)), 'Quantity must be a number of tonnes')
    .transform(Number)
    .refine((value) => value >= MIN_TONNES, 'Quantity must be at least 1')
    .refine(isValidQuantity, 'Quantity must be 1 to 50 tonnes in steps of 0.5'),
  unitPrice: pounds('Unit price'),
  vatRate: z
    .enum(VAT_RATE_OPTIONS as [string, ...string[]], { error: 'VAT rate must be 0, 5 or 20' })
    .transform((rate) => Number(rate) as VatRate),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
}) satisfies z.ZodType<Omit<OrderEdit, 'totalPrice'>, unknown>;

export type OrderFormInput = z.input<typeof OrderFormSchema>;
export type OrderFormValues = z.output<typeof OrderFormSchema>;

/** The form's starting values: the order as it is now. */
export function orderFormDefaults(order: Order): OrderFormInput {
  return {
    firstName: order.firstName,
    lastName: order.lastName,
    companyName: order.companyName ?? '',
    email: order.email,
    phone: order.phone,
    addressLine1: order.addressLine1,
    addressLine2: order.addressLine2 ?? '',
    city: order.city,
    postcode: order.postcode,
    billingAddressLine1: order.billingAddressLine1 ?? '',
    billingAddressLine2: order.billingAddressLine2 ?? '',
    billingCity: order.billingCity ?? '',
    billingPostcode: order.billingPostcode ?? '',
    region: order.region,
    quantity: String(order.quantity),
    unitPrice: order.unitPrice,
    vatRate: String(order.vatRate),
    status: order.status,
    paymentStatus: order.paymentStatus,
  };
}
