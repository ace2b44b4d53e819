import { z } from 'zod';
import { DELIVERY_STATUSES } from '#domain/delivery-status';
import { PAYMENT_STATUSES } from '#domain/payment-status';
import { isValidQuantity } from '#domain/quantity';
import { isVatRate } from '#domain/vat';
import { CurrentCustomerSchema, ProfileUpdateSchema } from './customers.ts';
import {
  clearableText,
  emailField,
  keepOrClearText,
  ORDER_IDS_MESSAGE,
  passwordToCheck,
  poundsToPence,
  recordId,
  requiredText,
  singleLine,
  wholeNumberInput,
} from './fields.ts';
import { ORDER_STATUSES, OrderSchema } from './orders.ts';

// The back office's HTTP contract (spec sections 5 and 7). Regions: see admin-regions.ts;
// settings and the payments switch: see settings.ts.

/**
 * The owner signs in with the admin password alone; anyone else the owner invited gives their
 * email address too (decision 044). An empty email is the owner's sign-in.
 */
export const AdminAuthenticateSchema = z
  .object({
    email: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      emailField().optional(),
    ),
    password: passwordToCheck('Password is required', 'Invalid password'),
  })
  .strict();
export type AdminAuthenticateRequest = z.input<typeof AdminAuthenticateSchema>;

export { AdminWhoSchema as AdminAuthStatusSchema } from './people.ts';

// ---- Lists ----

export const ADMIN_PAGE_SIZES = [5, 10, 25, 50] as const;
export const DEFAULT_ADMIN_PAGE_SIZE = 10;
/** Far beyond any real list; keeps the offset a sane number. */
const MAX_PAGE = 100_000;

/** The page of a paged list and its size, as query parameters. */
export const pageQuery = {
  page: z.coerce
    .number({ error: 'Page must be a whole number from 1' })
    .int('Page must be a whole number from 1')
    .min(1, 'Page must be a whole number from 1')
    .max(MAX_PAGE, 'Page is too large')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be 5, 10, 25 or 50' })
    .refine(
      (size) => (ADMIN_PAGE_SIZES as readonly number[]).includes(size),
      'Page size must be 5, 10, 25 or 50',
    )
    .default(DEFAULT_ADMIN_PAGE_SIZE),
};

const listQuery = {
  search: singleLine().max(100, 'Search must be at most 100 characters').default(''),
  ...pageQuery,
};

/** One page of a list, and how many items match in all. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

// ---- Orders ----

const orderStatus = z.enum(ORDER_STATUSES, {
  error: 'Status must be pending, confirmed or cancelled',
});
const paymentStatus = z.enum(PAYMENT_STATUSES, {
  error: 'Payment status must be pending, processing, completed, failed or refunded',
});

const deliveryStatus = z.enum(DELIVERY_STATUSES, {
  error:
    'Delivery status must be to_be_scheduled, scheduled, out_for_delivery, delivered or failed',
});

const DAY_MESSAGE = 'Dates must be written as YYYY-MM-DD';
const listDay = z.iso.date({ error: DAY_MESSAGE }).optional();

/**
 * Newest first; search: first name, last name, company or email contains.
 * Filters by order status, payment status, the day the order was placed (UK days, `from` and
 * `to` both included) and the delivery's status, combined with the search. A delivery status
 * picks confirmed orders only: the delivery of a pending or cancelled order is not planned.
 */
export const OrderListQuerySchema = z
  .object({
    ...listQuery,
    status: orderStatus.optional(),
    paymentStatus: paymentStatus.optional(),
    deliveryStatus: deliveryStatus.optional(),
    /** 'true': orders whose customer asked to cancel them and that are not cancelled yet. */
    cancelRequested: z
      .enum(['true'], { error: "Asked to cancel must be 'true' or left out" })
      .optional(),
    from: listDay,
    to: listDay,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The first day must not be after the last day',
    path: ['to'],
  });
export type OrderListQuery = z.output<typeof OrderListQuerySchema>;
export type OrderListFilters = Pick<
  OrderListQuery,
  'status' | 'paymentStatus' | 'deliveryStatus' | 'cancelRequested' | 'from' | 'to'
>;

/** An order as the back office sees it: customerId null is a guest order. */
export const AdminOrderSchema = OrderSchema;
export type AdminOrder = z.infer<typeof AdminOrderSchema>;
export const AdminOrderPageSchema = pageSchema(AdminOrderSchema);

/** Who may change an order: what each entry of its history names. */
export const ORDER_EVENT_ACTORS = ['system', 'customer', 'admin', 'provider'] as const;

/**
 * An order's history, oldest first. Types so far: created, status_changed, edited
 * (one per field), customer_linked, delivery_day_moved, email_resent, and one of email_queued, email_sent or
 * email_failed for each of the order's emails. The id is unique within the list.
 */
export const OrderEventSchema = z.object({
  id: z.string(),
  actor: z.enum(ORDER_EVENT_ACTORS),
  /** The back-office person who made the change, by name (decision 044); null otherwise. */
  by: z.string().nullable(),
  type: z.string(),
  field: z.string().nullable(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** The history's line: "Credit note 000002 issued", "Amount received: £0.00 → £100.00". */
  description: z.string(),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

export const OrderStatusUpdateSchema = z.object({ status: orderStatus }).strict();
export type OrderStatusUpdate = z.infer<typeof OrderStatusUpdateSchema>;

/** The most orders one bulk status change may name (two pages of the largest page size). */
export const MAX_BULK_ORDERS = 100;

/** Several orders to one status, all or none. */
export const BulkOrderStatusSchema = z
  .object({
    orderIds: z
      .array(recordId(ORDER_IDS_MESSAGE), { error: 'Choose the orders to change' })
      .min(1, 'Choose at least one order')
      .max(MAX_BULK_ORDERS, `Choose at most ${MAX_BULK_ORDERS} orders at a time`)
      .refine((ids) => new Set(ids).size === ids.length, 'Each order may appear only once'),
    status: orderStatus,
  })
  .strict();
export type BulkOrderStatus = z.infer<typeof BulkOrderStatusSchema>;

const QUANTITY_MESSAGE = 'Quantity must be 1 to 50 tonnes in steps of 0.5';

/** The message of a 400 from an order's edit; `details` lists the fields. */
export const INVALID_ORDER_DATA = 'Invalid order data';

const VAT_RATE_MESSAGE = 'VAT rate must be 0, 5 or 20';

/** The reason the back office must give to keep an order's old price on a re-priced edit. */
export const KEEP_PRICE_REASON_MESSAGE = 'Please give a reason for keeping the old price';

/**
 * The edit dialog's fields (spec section 5, edit order). Optional text
 * left out stays as it is; null or blank clears it. No price is sent: the server prices the
 * order as checkout does (decision 034). A change of quantity or region takes checkout's unit
 * price for the new quantity and region (or the customer's active custom price), unless
 * keepOldPrice is set with a keepPriceReason; VAT, net and total follow from unit price,
 * quantity and VAT rate (left out: the order's own). The edit's preview takes the same
 * body.
 */
export const AdminOrderUpdateSchema = z
  .object({
    firstName: requiredText('First name is required', 1, 100),
    lastName: requiredText('Last name is required', 1, 100),
    email: emailField(),
    phone: requiredText('Phone is required', 1, 30),
    addressLine1: requiredText('Address line 1 is required', 1, 200),
    city: requiredText('City is required', 1, 100),
    postcode: requiredText('Postcode is required', 1, 10).transform((p) => p.toUpperCase()),
    region: requiredText('Region is required', 1, 100),
    quantity: z.preprocess(
      (value) => (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? +value : value),
      z.number({ error: QUANTITY_MESSAGE }).refine(isValidQuantity, QUANTITY_MESSAGE),
    ),
    vatRate: wholeNumberInput(VAT_RATE_MESSAGE).refine(isVatRate, VAT_RATE_MESSAGE).optional(),
    companyName: keepOrClearText(200),
    addressLine2: keepOrClearText(200),
    billingAddressLine1: keepOrClearText(200),
    billingAddressLine2: keepOrClearText(200),
    billingCity: keepOrClearText(100),
    billingPostcode: keepOrClearText(10).transform((p) => p && p.toUpperCase()),
    status: orderStatus.optional(),
    keepOldPrice: z.boolean({ error: 'Keep the old price must be true or false' }).optional(),
    keepPriceReason: singleLine().max(200, 'Must be at most 200 characters').optional(),
  })
  .strict()
  .superRefine((edit, ctx) => {
    if (edit.keepOldPrice && !edit.keepPriceReason) {
      ctx.addIssue({
        code: 'custom',
        path: ['keepPriceReason'],
        message: KEEP_PRICE_REASON_MESSAGE,
      });
    }
  });
export type AdminOrderUpdateRequest = z.input<typeof AdminOrderUpdateSchema>;
export type AdminOrderUpdate = z.output<typeof AdminOrderUpdateSchema>;

export const INVALID_CUSTOMER_ID = 'Please enter a valid customer ID.';

/** A whole number > 0 (digits in a string too). */
export const AssociateCustomerSchema = z
  .object(
    {
      customerId: wholeNumberInput(INVALID_CUSTOMER_ID).refine(
        (id) => id > 0 && id <= 2_147_483_647,
        INVALID_CUSTOMER_ID,
      ),
    },
    { error: INVALID_CUSTOMER_ID },
  )
  .strict();

/** Admin means the new-orders address in the settings. */
export const ResendEmailSchema = z
  .object({
    recipient: z.enum(['customer', 'admin'], { error: "Recipient must be 'customer' or 'admin'" }),
  })
  .strict();
export type ResendEmailRequest = z.infer<typeof ResendEmailSchema>;

// ---- Customers ----

export const CUSTOMER_SORTS = [
  'last_name_asc',
  'last_name_desc',
  'first_name_asc',
  'first_name_desc',
  'created_asc',
  'created_desc',
] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/** Search first name, last name, email or company (contains). */
export const CustomerListQuerySchema = z.object({
  ...listQuery,
  sort: z
    .enum(CUSTOMER_SORTS, { error: `Sort must be one of ${CUSTOMER_SORTS.join(', ')}` })
    .default('last_name_asc'),
});
export type CustomerListQuery = z.output<typeof CustomerListQuerySchema>;

export const AdminCustomerSchema = CurrentCustomerSchema.extend({
  updatedAt: z.iso.datetime(),
  orderCount: z.number().int(),
});
export type AdminCustomer = z.infer<typeof AdminCustomerSchema>;
export const AdminCustomerPageSchema = pageSchema(AdminCustomerSchema);

const CUSTOM_PRICE_MESSAGE = 'Custom price must be a positive number or null';
const VALID_TO_MESSAGE = 'Valid-to date must be a date (YYYY-MM-DD) or null';

/**
 * The whole custom pricing: a null (or
 * blank) price removes price, note and date; a note or date left out is cleared. A date
 * YYYY-MM-DD is stored as 00:00 UTC that day, so the first 10 characters of the answer's
 * ISO timestamp give the date back.
 */
export const CustomerPricingUpdateSchema = z
  .object({
    customPrice: z.preprocess(
      (value) => (value === '' ? null : value),
      poundsToPence(CUSTOM_PRICE_MESSAGE)
        .refine((pence) => pence > 0, CUSTOM_PRICE_MESSAGE)
        .nullable(),
    ),
    customPriceNote: clearableText(500, 'multi'),
    customPriceValidTo: z
      .preprocess(
        (value) => (value === '' ? null : value),
        z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: VALID_TO_MESSAGE }),
      )
      .nullish()
      .transform((value) => {
        if (!value) return null;
        return new Date(value.length === 10 ? `${value}T00:00:00.000Z` : value);
      }),
  })
  .strict();
export type CustomerPricingUpdateRequest = z.input<typeof CustomerPricingUpdateSchema>;
export type CustomerPricingUpdate = z.output<typeof CustomerPricingUpdateSchema>;

export const VatRateUpdateSchema = z
  .object({
    vatRate: wholeNumberInput(VAT_RATE_MESSAGE).refine(isVatRate, VAT_RATE_MESSAGE),
  })
  .strict();

/** The same fields and rules as a customer's own profile. */
export const CustomerDetailsUpdateSchema = ProfileUpdateSchema;
