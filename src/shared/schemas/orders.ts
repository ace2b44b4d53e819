import { z } from 'zod';
import { ORDER_STATUSES } from '#domain/order-status';
import { PAYMENT_ISSUES } from '#domain/payment-match';
import { PAYMENT_STATUSES } from '#domain/payment-status';
import { isValidQuantity } from '#domain/quantity';
import { DeliveryDetailsSchema, OrderDeliverySchema } from './delivery.ts';
import { emailField, optionalText, poundsAmount, requiredText } from './fields.ts';

export { ORDER_STATUSES };
export type { OrderStatus } from '#domain/order-status';
export type { PaymentStatus } from '#domain/payment-status';

/** Money as the browser sends it: a number or a decimal string of pounds. */
const poundsInput = poundsAmount('Must be an amount in pounds');

/** Contact and delivery fields, with the checkout form's messages (spec section 5). */
export const orderContactFields = {
  firstName: requiredText('First name is required', 1, 100),
  lastName: requiredText('Last name is required', 1, 100),
  companyName: optionalText(200),
  email: emailField(),
  phone: requiredText('Please enter a valid phone number', 10, 30),
  addressLine1: requiredText('Please enter your address', 5, 200),
  addressLine2: optionalText(200),
  city: requiredText('Please enter your city', 2, 100),
  postcode: requiredText('Please enter a valid postcode', 5, 10),
  billingAddressLine1: optionalText(200),
  billingAddressLine2: optionalText(200),
  billingCity: optionalText(100),
  billingPostcode: optionalText(10),
};

/** An order as checkout sends it. Prices are the browser's view, only compared with the server's. */
export const PlaceOrderRequestSchema = z
  .object({
    ...orderContactFields,
    customerId: z.number().int().positive().nullable().optional(),
    region: requiredText('Region is required', 1, 100),
    quantity: z
      .number({ error: 'Quantity must be a number of tonnes' })
      .refine(isValidQuantity, 'Quantity must be 1 to 50 tonnes in steps of 0.5'),
    unitPrice: poundsInput,
    totalPrice: poundsInput,
    /** The signed-in customer asks for the delivery address to become their profile's. */
    saveAddressToProfile: z.boolean().optional(),
    /** How the lorry can reach the customer; all optional. */
    delivery: DeliveryDetailsSchema.optional(),
  })
  .strict();
export type PlaceOrderRequest = z.input<typeof PlaceOrderRequestSchema>;

export const OrderSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  postcode: z.string(),
  billingAddressLine1: z.string().nullable(),
  billingAddressLine2: z.string().nullable(),
  billingCity: z.string().nullable(),
  billingPostcode: z.string().nullable(),
  region: z.string(),
  quantity: z.number(),
  /**
   * The delivered weight the bill follows (decision 045), tonnes to two decimals; null while
   * the order is billed for `quantity`.
   */
  billedTonnes: z.number().nullable(),
  /** Aborted-delivery charges billed, before VAT, two decimals ('0.00' for none). */
  extraCharge: z.string(),
  /** Pounds per tonne excluding VAT, two decimals. */
  unitPrice: z.string(),
  vatRate: z.number().int(),
  vatAmount: z.string(),
  /** Including VAT, two decimals. */
  totalPrice: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /**
   * Money came in that did not pay the order as it stands (a stale amount, a cancelled order,
   * a second payment): the business must refund it or collect the balance. Null otherwise.
   */
  paymentIssue: z.enum(PAYMENT_ISSUES).nullable(),
  /** The ledger's sums, two decimals: money received for the order, and refunds made. */
  amountReceived: z.string(),
  amountRefunded: z.string(),
  /** Written off, net of reversals: a balance given up (positive) or overpayment kept. */
  amountWrittenOff: z.string(),
  delivery: OrderDeliverySchema,
  /**
   * When the customer asked to cancel the confirmed order (ISO), null when they have not:
   * the business decides.
   */
  cancelRequestedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;
