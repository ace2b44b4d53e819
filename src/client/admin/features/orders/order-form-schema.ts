import { z } from 'zod';

import { isValidQuantity, MIN_TONNES } from '#domain/quantity';
import { VAT_RATES, type VatRate } from '#domain/vat';
import {
  KEEP_PRICE_REASON_MESSAGE,
  type AdminOrderUpdateRequest as OrderEdit,
} from '#shared/schemas/admin';
import { ORDER_STATUSES, type Order } from '#shared/schemas/orders';

const required = (label: string) => z.string().trim().min(1, `${label} is required`);
const optional = z.string().trim();

/** The VAT rates as the dropdown offers them. */
export const VAT_RATE_OPTIONS = VAT_RATES.map(String);

/**
 * The edit-order form (spec section 5, admin rules): contact, delivery address, region,
 * quantity (at least 1) and VAT rate required; company, address line 2 and billing optional.
 * No price is typed: the server prices the edit as checkout does (decision 034). When a new
 * quantity or region changes the price, the old one may be kept, with a reason; those two
 * fields exist only while the dialog offers the choice.
 */
export const OrderFormSchema = z
  .object({
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
    vatRate: z
      .enum(VAT_RATE_OPTIONS as [string, ...string[]], { error: 'VAT rate must be 0, 5 or 20' })
      .transform((rate) => Number(rate) as VatRate),
    status: z.enum(ORDER_STATUSES),
    keepOldPrice: z.boolean().optional(),
    keepPriceReason: optional.max(200, 'Must be at most 200 characters').optional(),
  })
  .superRefine((values, ctx) => {
    if (values.keepOldPrice && !values.keepPriceReason) {
      ctx.addIssue({
        code: 'custom',
        path: ['keepPriceReason'],
        message: KEEP_PRICE_REASON_MESSAGE,
      });
    }
  }) satisfies z.ZodType<OrderEdit, unknown>;

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
    vatRate: String(order.vatRate),
    status: order.status,
  };
}

/** The body the dialog sends: the form's values, the keep choice only when it is made. */
export function orderEditBody(values: OrderFormValues): OrderEdit {
  const { keepOldPrice, keepPriceReason, ...fields } = values;
  return keepOldPrice
    ? { ...fields, keepOldPrice, keepPriceReason: keepPriceReason ?? '' }
    : fields;
}
