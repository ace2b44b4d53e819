import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DELIVERY_SLOTS, DELIVERY_STATUSES } from '#domain/delivery-status';
import { IDEMPOTENCY_SOURCES } from '#domain/idempotency';
import { LEDGER_METHODS } from '#domain/ledger';
import { ORDER_STATUSES } from '#domain/order-status';
import { PAYMENT_ISSUES } from '#domain/payment-match';
import { PAYMENT_STATUSES } from '#domain/payment-status';
import { createdAt, money, searchText, updatedAt } from '#server/db/columns';
import { inValues } from '#server/db/sql-values';
import { DELIVERY_FORMS, LORRY_LIMITS } from '#shared/delivery-options';
import { ORDER_EVENT_ACTORS } from '#shared/schemas/admin';
import { customers } from '../customers/customers.tables.ts';
import { deliveryRounds } from '../delivery-rounds/delivery-rounds.tables.ts';

/**
 * The order's columns, shared by its table (written only by the orders feature) and the
 * read-only view of it that other features select from (orders-view.ts).
 */
export const orderColumns = {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  companyName: text('company_name'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  addressLine1: text('address_line1').notNull(),
  addressLine2: text('address_line2'),
  city: text('city').notNull(),
  postcode: text('postcode').notNull(),
  billingAddressLine1: text('billing_address_line1'),
  billingAddressLine2: text('billing_address_line2'),
  billingCity: text('billing_city'),
  billingPostcode: text('billing_postcode'),
  region: text('region').notNull(),
  quantity: numeric('quantity', { precision: 5, scale: 1 }).notNull(),
  unitPrice: money('unit_price').notNull(),
  vatRate: integer('vat_rate').notNull().default(5),
  vatAmount: money('vat_amount').notNull().default('0.00'),
  totalPrice: money('total_price').notNull(),
  status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
  /**
   * Kept by the ledger (decision 037): completed or refunded only as the order's money says;
   * otherwise the progress of its newest online attempt. Nothing sets it by hand.
   */
  paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  searchText: searchText(),
  /**
   * The Idempotency-Key a submission came with: a repeated submission finds this order
   * instead of a new one. Unique within its source (decision 006), so a key a browser sends
   * can never take one the shop uses itself.
   */
  idempotencyKey: text('idempotency_key'),
  idempotencySource: text('idempotency_source', { enum: IDEMPOTENCY_SOURCES }),
  /** What that submission hashed to: the same key with other details is refused. */
  requestHash: text('request_hash'),
  /**
   * Payment attempts drawn so far; the next attempt's reference number. Drawn (and kept)
   * before the provider is called, so a call that timed out never leaves its reference free.
   */
  paymentAttempts: integer('payment_attempts').notNull().default(0),
  /**
   * Money came in that does not match the order (a stale amount, or a cancelled order): the
   * business must refund or collect the balance. Null when nothing needs doing.
   */
  paymentIssue: text('payment_issue', { enum: PAYMENT_ISSUES }),
  // What the customer told us at checkout about reaching them (all optional).
  deliveryForm: text('delivery_form', { enum: DELIVERY_FORMS }),
  deliveryLorryLimit: text('delivery_lorry_limit', { enum: LORRY_LIMITS }),
  deliveryHoseMetres: integer('delivery_hose_metres'),
  deliveryEarliestDate: date('delivery_earliest_date', { mode: 'string' }),
  deliveryAccessNotes: text('delivery_access_notes'),
  // The delivery's progress, changed only by the back office.
  deliveryStatus: text('delivery_status', { enum: DELIVERY_STATUSES })
    .notNull()
    .default('to_be_scheduled'),
  deliveryDate: date('delivery_date', { mode: 'string' }),
  deliverySlot: text('delivery_slot', { enum: DELIVERY_SLOTS }),
  deliveryFailureReason: text('delivery_failure_reason'),
  /** Why the business scheduled the delivery before the customer's earliest date. */
  deliveryEarlyReason: text('delivery_early_reason'),
  /**
   * The day the customer booked on a delivery round at checkout (or the business moved it
   * to). Its tonnes count against the round's capacity that day unless the order is
   * cancelled. A deleted round leaves the date.
   */
  deliveryRoundId: integer('delivery_round_id').references(() => deliveryRounds.id, {
    onDelete: 'set null',
  }),
  deliveryBookedDate: date('delivery_booked_date', { mode: 'string' }),
  /**
   * The order's ledger summed (order_ledger): money received and refunds made, kept in the
   * transaction of each ledger entry so the Payments tab filters and totals by index.
   */
  amountReceived: money('amount_received').notNull().default('0.00'),
  amountRefunded: money('amount_refunded').notNull().default('0.00'),
  /**
   * Written off, net of reversals: positive for a balance given up, negative for an
   * overpayment kept (#domain/ledger's writtenOffPence), kept with the sums.
   */
  amountWrittenOff: money('amount_written_off').notNull().default('0.00'),
  /** The ways the order's money moved (its ledger's methods, each once, sorted), kept with the sums. */
  ledgerMethods: text('ledger_methods', { enum: LEDGER_METHODS })
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /**
   * The postcode's area (its leading letters, as parsePostcode's `area`; the first two
   * characters of one that does not parse): the Deliveries tab groups by it in SQL.
   */
  postcodeArea: text('postcode_area')
    .notNull()
    .generatedAlwaysAs(
      sql`coalesce(substring(upper(regexp_replace(postcode, '[^A-Za-z0-9]', '', 'g')) from '^([A-Z]{1,2})[0-9]'), left(postcode, 2))`,
    ),
  /**
   * Signed into the order's invoice links and written with each tracking token: revoking the
   * order's links adds one, and every link made before stops working.
   */
  linkVersion: integer('link_version').notNull().default(0),
  /** When its personal details were erased (#domain/order-erasure); the figures stay. */
  anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
  /**
   * When the customer asked to cancel the order once it was confirmed (decision 040): the
   * business decides, and cancels it through its own change of status.
   */
  cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
  /**
   * The weigh-loader's delivered weight when the bill follows it (decision 045: it differed from
   * the order by the tolerance or more); null while the order is billed for what was ordered.
   * `quantity` stays what was ordered.
   */
  billedTonnes: numeric('billed_tonnes', { precision: 6, scale: 2 }),
  /** Aborted-delivery charges billed on the order, before VAT (decision 045). */
  extraCharge: money('extra_charge').notNull().default('0.00'),
};

export const orders = pgTable('orders', orderColumns, (t) => [
  // Ascending: read backwards it gives ORDER BY created_at DESC, id DESC (nulls first, as
  // that ORDER BY means); the former DESC NULLS LAST index could not serve it.
  index('orders_created_at_idx').on(t.createdAt, t.id),
  index('orders_search_text_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  index('orders_customer_id_idx').on(t.customerId),
  uniqueIndex('orders_idempotency_idx').on(t.idempotencySource, t.idempotencyKey),
  // Guest orders by address, joined to an account when its email is verified (decision 028).
  index('orders_guest_email_idx')
    .on(sql`lower(${t.email})`)
    .where(sql`${t.customerId} is null`),
  // The dashboard's open work: orders to confirm, confirmed ones awaiting payment.
  index('orders_status_idx').on(t.status, t.paymentStatus),
  check('orders_status_check', inValues(t.status, ORDER_STATUSES)),
  check('orders_payment_status_check', inValues(t.paymentStatus, PAYMENT_STATUSES)),
  check('orders_quantity_check', sql`${t.quantity} >= 1 and ${t.quantity} <= 50`),
  check('orders_billed_tonnes_check', sql`${t.billedTonnes} is null or ${t.billedTonnes} > 0`),
  check('orders_extra_charge_check', sql`${t.extraCharge} >= 0`),
  // The Deliveries tab reads only confirmed orders still to be delivered: a day's drops (or a
  // day and area's) in postcode order, and the board's totals by day and area from the index
  // alone (the filtered and summed columns trail the key).
  index('orders_open_deliveries_idx')
    .on(t.deliveryDate, t.postcodeArea, t.postcode, t.region, t.deliveryForm, t.quantity)
    .where(sql`status = 'confirmed' and delivery_status <> 'delivered'`),
  // The Orders tab's delivery filter: confirmed orders by delivery status, newest first.
  // Tonnes booked on a round's day: summed under the day's lock at every booking.
  index('orders_booked_days_idx')
    .on(t.deliveryRoundId, t.deliveryBookedDate, t.quantity)
    .where(sql`delivery_round_id is not null and status <> 'cancelled'`),
  check(
    'orders_delivery_booking_check',
    sql`${t.deliveryRoundId} is null or ${t.deliveryBookedDate} is not null`,
  ),
  // The Orders tab's 'Asked to cancel' filter: requests on orders not cancelled yet.
  index('orders_cancel_requested_idx')
    .on(t.cancelRequestedAt)
    .where(sql`cancel_requested_at is not null and status <> 'cancelled'`),
  index('orders_delivery_status_idx')
    .on(t.deliveryStatus, t.createdAt, t.id)
    .where(sql`status = 'confirmed'`),
  check('orders_delivery_status_check', inValues(t.deliveryStatus, DELIVERY_STATUSES)),
  check(
    'orders_delivery_hose_check',
    sql`${t.deliveryHoseMetres} is null or ${t.deliveryHoseMetres} between 1 and 60`,
  ),
  // The Payments tab's ledger: orders holding money, confirmed orders still owing, and orders
  // owing a refund. Migration 0015 makes the first two covering (INCLUDE status, total_price,
  // amount_received, amount_refunded, ledger_methods), which drizzle cannot declare: the
  // tab's totals are then read from the indexes alone.
  index('orders_money_held_idx')
    .on(t.createdAt, t.id)
    .where(sql`amount_received > 0`),
  index('orders_balance_due_idx')
    .on(t.createdAt, t.id)
    .where(
      sql`status = 'confirmed' and total_price > amount_received - amount_refunded + greatest(amount_written_off, 0)`,
    ),
  index('orders_written_off_idx')
    .on(t.createdAt, t.id)
    .where(sql`amount_written_off <> 0`),
  index('orders_refund_owed_idx')
    .on(t.createdAt, t.id)
    .where(
      sql`amount_received > 0 and amount_received - amount_refunded + least(amount_written_off, 0) > case when status = 'cancelled' then 0 else total_price end`,
    ),
  check(
    'orders_payment_issue_check',
    sql`${t.paymentIssue} is null or ${inValues(t.paymentIssue, PAYMENT_ISSUES)}`,
  ),
]);

/**
 * What sold each UK day in each region: the orders not cancelled, their tonnes and revenue
 * without and with VAT. Kept by triggers on orders (migration 0011, decision 016), so the
 * dashboard sums a few rows a day instead of every order.
 */
export const orderSalesDaily = pgTable(
  'order_sales_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    region: text('region').notNull(),
    orders: integer('orders').notNull(),
    tonnes: numeric('tonnes', { precision: 12, scale: 1 }).notNull(),
    net: numeric('net', { precision: 14, scale: 2 }).notNull(),
    gross: numeric('gross', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.region] })],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    actor: text('actor', { enum: ORDER_EVENT_ACTORS }).notNull(),
    type: text('type').notNull(),
    field: text('field'),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    /** The back-office person who made the change (staff.id), for the order's history. */
    staffId: integer('staff_id'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_id_idx').on(t.orderId, t.createdAt)],
);
