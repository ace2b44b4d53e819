import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { InvoiceDocument } from '#domain/invoice';
import { DELIVERY_SLOTS, DELIVERY_STATUSES } from '#domain/delivery-status';
import { EMAIL_STATUSES } from '#domain/email-status';
import {
  LEDGER_ENTRY_KINDS,
  LEDGER_ENTRY_METHODS,
  LEDGER_METHODS,
  WRITE_OFF_PARTS,
} from '#domain/ledger';
import { ORDER_STATUSES } from '#domain/order-status';
import { IDEMPOTENCY_SOURCES } from '#domain/idempotency';
import { PAYMENT_ISSUES } from '#domain/payment-match';
import { PAYMENT_STATUSES } from '#domain/payment-status';
import { DELIVERY_FORMS, LORRY_LIMITS } from '#shared/delivery-options';
import { MARKETING_CONSENT_SOURCES } from '#shared/marketing-consent';
import { ORDER_EVENT_ACTORS } from '#shared/schemas/admin';
import { AUDIT_ACTORS } from '#shared/schemas/audit';
import { INVOICE_KINDS } from '#shared/schemas/invoices';
import type { EmailDocument, MailAttachment } from './email-document.ts';
import { inValues } from './sql-values.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Money: numeric(10,2) in the database, integer pence in all arithmetic. */
const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
/** Raw bytes; node-postgres answers a Buffer, PGlite a Uint8Array: both come out as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
/**
 * What the back office searches (names, company, email), lower-cased and stored, so a search
 * reads one column through a trigram index instead of rebuilding the text for every row.
 */
const searchText = () =>
  text('search_text').generatedAlwaysAs(
    sql`lower(first_name || ' ' || last_name || ' ' || coalesce(company_name, '') || ' ' || email)`,
  );

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  country: text('country').notNull().default('United Kingdom'),
  postcodePrefix: text('postcode_prefix').notNull(),
  singlePrice: money('single_price').notNull(),
  bulkPrice: money('bulk_price').notNull(),
  wholesalePrice: money('wholesale_price').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    /** Stored trimmed and lower-cased, so uniqueness is case-insensitive. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name'),
    phone: text('phone'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    postcode: text('postcode'),
    customPrice: money('custom_price'),
    customPriceNote: text('custom_price_note'),
    customPriceValidTo: timestamp('custom_price_valid_to', { withTimezone: true }),
    vatRate: integer('vat_rate').notNull().default(5),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: searchText(),
    /** The last time a session was opened for the account: how long it has been unused. */
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }),
    /** The account's own switch for reorder reminders; marketing consent is needed as well. */
    reorderReminders: boolean('reorder_reminders').notNull().default(true),
    /**
     * When the owner opened the verification link sent to the address; null until then (and
     * for accounts older than migration 0026). Guest orders with the address join the account
     * only then (decision 028).
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  },
  (t) => [
    // The back office's list: contains-search on search_text, then one of its sort orders.
    index('customers_search_text_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('customers_last_name_idx').on(t.lastName, t.firstName, t.id),
    index('customers_first_name_idx').on(t.firstName, t.lastName, t.id),
    index('customers_created_at_idx').on(t.createdAt, t.id),
    check('customers_vat_rate_check', sql`${t.vatRate} in (0, 5, 20)`),
    check('customers_custom_price_check', sql`${t.customPrice} is null or ${t.customPrice} > 0`),
  ],
);

/**
 * The order's columns, shared by its table (written only by the orders feature) and the
 * read-only view of it that other features select from (features/orders/order-records.ts).
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

export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    providerPaymentId: text('provider_payment_id'),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('GBP'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    providerReferenceCode: text('provider_reference_code'),
    paymentUrl: text('payment_url'),
    customerEmail: text('customer_email'),
    customerName: text('customer_name'),
    metadata: text('metadata'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The order's total changed or it was cancelled: this attempt must not be handed out again. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    /** The shop stopped asking the provider about this attempt: it was open too long. */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    /** Reconciliation: failed status reads in a row, when to ask next, and the last failure. */
    checkFailures: integer('check_failures').notNull().default(0),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull().defaultNow(),
    lastCheckError: text('last_check_error'),
  },
  (t) => [
    index('payment_transactions_order_id_idx').on(t.orderId),
    uniqueIndex('payment_transactions_provider_payment_id_idx').on(t.providerPaymentId),
    uniqueIndex('payment_transactions_reference_idx').on(t.providerReferenceCode),
    index('payment_transactions_next_check_idx').on(t.status, t.nextCheckAt),
  ],
);

/**
 * Money that moved for an order: payments received (online, or recorded by the business:
 * bank transfer, cash on delivery, card by phone) and refunds made. Amounts are positive;
 * the kind says which way. An online payment is entered once, by its attempt.
 */
export const orderLedger = pgTable(
  'order_ledger',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: LEDGER_ENTRY_KINDS }).notNull(),
    method: text('method', { enum: LEDGER_ENTRY_METHODS }).notNull(),
    amount: money('amount').notNull(),
    /** The day the money moved (UK date). */
    movedOn: date('moved_on', { mode: 'string' }).notNull(),
    /** The bank's, provider's or business's reference for the movement. */
    reference: text('reference'),
    note: text('note'),
    /** Why the business recorded a payment of more than was due; the rest is a refund owed. */
    overpaymentReason: text('overpayment_reason'),
    /** Why the business wrote off a balance or kept an overpayment, or reversed a write-off. */
    reason: text('reason'),
    /** What a write-off (or its reversal) gives up: the balance due or an overpayment. */
    writeOffPart: text('write_off_part', { enum: WRITE_OFF_PARTS }),
    /** The write-off a reversal undoes; each is undone at most once. */
    reversesId: integer('reverses_id')
      .unique()
      .references((): AnyPgColumn => orderLedger.id, { onDelete: 'restrict' }),
    paymentTransactionId: integer('payment_transaction_id')
      .unique()
      .references(() => paymentTransactions.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_ledger_order_id_idx').on(t.orderId, t.id),
    index('order_ledger_moved_on_idx').on(t.movedOn, t.id),
    check('order_ledger_amount_check', sql`${t.amount} > 0`),
    check('order_ledger_kind_check', inValues(t.kind, LEDGER_ENTRY_KINDS)),
    check(
      'order_ledger_write_off_check',
      sql`(${t.kind} in ('write_off', 'write_off_reversal')) = (${t.writeOffPart} is not null and ${t.reason} is not null and ${t.method} = 'none')
        and (${t.kind} = 'write_off_reversal') = (${t.reversesId} is not null)`,
    ),
  ],
);

/**
 * The Payments tab's totals per UK day the orders were placed, per disjoint part of its list
 * (owed: holding more than due; short: confirmed, holding some, owing the rest; held: holding
 * money, settled; due: confirmed, nothing received) and per ledger method ('' for any). Kept by
 * a trigger on orders (migration 0015) in the transaction of every change to an order's money,
 * so the totals of a filter read a few hundred rows rather than every order.
 */
export const ledgerDayTotals = pgTable(
  'ledger_day_totals',
  {
    method: text('method').notNull(),
    part: text('part', { enum: ['owed', 'short', 'held', 'due', 'written_off'] }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    orders: integer('orders').notNull().default(0),
    received: numeric('received', { precision: 14, scale: 2 }).notNull().default('0'),
    refunded: numeric('refunded', { precision: 14, scale: 2 }).notNull().default('0'),
    refundOwed: numeric('refund_owed', { precision: 14, scale: 2 }).notNull().default('0'),
    balanceDue: numeric('balance_due', { precision: 14, scale: 2 }).notNull().default('0'),
    /** Balances given up (write-offs of what was due). */
    writtenOff: numeric('written_off', { precision: 14, scale: 2 }).notNull().default('0'),
    /** Overpayments the customers said to keep. */
    overpaymentKept: numeric('overpayment_kept', { precision: 14, scale: 2 })
      .notNull()
      .default('0'),
  },
  (t) => [primaryKey({ columns: [t.method, t.part, t.day] })],
);

export const settings = pgTable('settings', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a leaked table does not leak live sessions. */
    idHash: text('id_hash').primaryKey(),
    /** admin_pending: the password was right, the second factor (or its setup) is still due. */
    kind: text('kind', { enum: ['customer', 'admin', 'admin_pending'] }).notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sessions_customer_id_idx').on(t.customerId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * The one shared back-office account's second factor (a single row, id 1). The TOTP secret is
 * kept to check codes; `totpLastStep` is the last time step a code was accepted for, so each code
 * works once. `passwordHash` is the password the sessions were opened with: a different one at
 * start-up ends every admin session.
 */
export const adminAccount = pgTable(
  'admin_account',
  {
    id: integer('id').primaryKey().default(1),
    passwordHash: text('password_hash'),
    totpSecret: text('totp_secret'),
    /** Offered by a setup not yet confirmed with a first code. */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    updatedAt: updatedAt(),
  },
  (t) => [check('admin_account_single_row', sql`${t.id} = 1`)],
);

/** Single-use recovery codes for the back office's second factor; only their SHA-256 is kept. */
export const adminRecoveryCodes = pgTable('admin_recovery_codes', {
  id: serial('id').primaryKey(),
  codeHash: text('code_hash').notNull().unique(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_customer_id_idx').on(t.customerId)],
);

/**
 * Browsers a customer has signed in from (decision 009): the `device` cookie holds a random
 * token naming no one, and only its SHA-256 is kept here. A password change or reset deletes
 * the customer's rows, as does signing out with 'Forget this browser' for its own; they go with the
 * account (ON DELETE CASCADE) and the clean-up job deletes them once expired.
 */
export const customerDevices = pgTable(
  'customer_devices',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** The session signed in with it (`sessions.id_hash`): signing that out can forget it. */
    sessionIdHash: text('session_id_hash'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('customer_devices_customer_id_idx').on(t.customerId),
    index('customer_devices_session_id_hash_idx').on(t.sessionIdHash),
  ],
);

/**
 * Email verification links (decision 028): only the token's SHA-256 is kept. Used and expired
 * rows stay a while so a second click is told why it no longer works, then housekeeping
 * deletes them; they go with the account (ON DELETE CASCADE).
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_verification_tokens_customer_id_idx').on(t.customerId)],
);

export const EMAIL_KINDS = ['transactional', 'marketing'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    // The email as blocks; the worker renders its HTML and text when it sends it.
    body: jsonb('body').$type<EmailDocument>().notNull(),
    status: text('status', { enum: EMAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /**
     * Set on an email held back for a while (nextAttemptAt in the future) so the change that
     * queued it can still be undone: while unsent, a newer change under the same key withdraws it.
     */
    holdKey: text('hold_key'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Files sent with the email (an invoice), kept with it so a retry sends the same bytes. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    /**
     * 'marketing' emails are queued only with the customer's consent and get their unsubscribe
     * headers and link when sent; every other email is 'transactional' and never carries them.
     */
    kind: text('kind', { enum: EMAIL_KINDS }).notNull().default('transactional'),
    /**
     * The account an email is about: a marketing email's unsubscribe link is made from it, and
     * a customer's own export lists the account's emails by it before the address is verified.
     */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** When the email was erased with its person (address, subject, body); the times stay. */
    bodyClearedAt: timestamp('body_cleared_at', { withTimezone: true }),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_order_id_idx').on(t.orderId),
    // The retention job's daily look for emails sent or given up before their period.
    index('email_outbox_done_idx')
      .on(t.createdAt)
      .where(sql`status <> 'pending'`),
  ],
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
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_id_idx').on(t.orderId, t.createdAt)],
);

/**
 * Links to an order's tracking page. Only the SHA-256 of each token is kept: the token itself
 * is in the customer's emails alone. Every order email carries a token of its own.
 */
export const orderTrackingTokens = pgTable(
  'order_tracking_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** The order's link version when the token was made; opens the page only while it still is. */
    linkVersion: integer('link_version').notNull().default(0),
  },
  (t) => [index('order_tracking_tokens_order_id_idx').on(t.orderId)],
);

/**
 * Rate-limit counters shared by every app server: the table shape rate-limiter-flexible's
 * PostgreSQL store reads and writes (`expire` in epoch milliseconds).
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

/** When each scheduled job last started: a job runs once per interval across all app servers. */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }).notNull(),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
});

/** The built-in sandbox provider's payments, so any app server can serve its payment page. */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    reference: text('reference').notNull(),
    amountPence: integer('amount_pence').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerName: text('customer_name'),
    description: text('description'),
    redirectUrl: text('redirect_url').notNull(),
    webhookUrl: text('webhook_url'),
    status: text('status', {
      enum: ['pending', 'accepted', 'completed', 'rejected', 'cancelled', 'expired'],
    }).notNull(),
    bankId: text('bank_id'),
    cancelledByShop: boolean('cancelled_by_shop').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sandbox_payments_created_at_idx').on(t.createdAt)],
);

/**
 * The one sequence of invoice and credit note numbers: a single row whose update, in the
 * transaction that issues the document, draws the next number and holds it until commit, so
 * a rollback gives it back (decision 015).
 */
export const invoiceSequence = pgTable(
  'invoice_sequence',
  {
    id: integer('id').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [check('invoice_sequence_single_row', sql`${t.id} = 1`)],
);

/** VAT invoices and credit notes as issued: never updated, a credit note corrects one. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: integer('number').notNull().unique(),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** A credit note's invoice; an invoice is credited at most once. */
    creditsInvoiceId: integer('credits_invoice_id')
      .unique()
      .references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** Everything the PDF shows, fixed at issue: later changes to settings or the order never reach it. */
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
  },
  (t) => [
    index('invoices_order_id_idx').on(t.orderId, t.id),
    check('invoices_kind_check', inValues(t.kind, INVOICE_KINDS)),
    check(
      'invoices_credit_check',
      sql`(${t.kind} = 'credit_note') = (${t.creditsInvoiceId} is not null)`,
    ),
  ],
);

/**
 * Each document's PDF as rendered at issue: every download sends these bytes, so what the
 * customer downloads is what was issued, whatever the rendering code does later.
 */
export const invoicePdfs = pgTable('invoice_pdfs', {
  invoiceId: integer('invoice_id')
    .primaryKey()
    .references(() => invoices.id, { onDelete: 'restrict' }),
  pdf: bytea('pdf').notNull(),
  createdAt: createdAt(),
});

/**
 * Who did what, when, from where: back-office and customer sign-ins, and every change to an
 * order, customer, price, region, setting or payment, with the values before and after.
 * Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (migration 0012).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    actor: text('actor', { enum: AUDIT_ACTORS }).notNull(),
    /** A reference to the session (not its token or key): entries of one sign-in share it. */
    sessionId: text('session_id'),
    ip: text('ip'),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_action_idx').on(t.action, t.at),
    // The Audit tab's "record number" filter: any kind of record with that number.
    index('audit_log_entity_idx').on(t.entityId, t.at),
  ],
);

/**
 * Every marketing choice a customer made, newest last: granted or withdrawn, where, and the
 * exact words shown. The latest row is the current state; no row means not consented.
 */
export const marketingConsents = pgTable(
  'marketing_consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    granted: boolean('granted').notNull(),
    wording: text('wording').notNull(),
    source: text('source', { enum: MARKETING_CONSENT_SOURCES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('marketing_consents_customer_idx').on(t.customerId, t.id)],
);

/**
 * The reorder reminders sent: one per customer and last order, which the unique index keeps
 * true across app servers. Goes with the account (cascade) and with an order deleted.
 */
export const reorderReminders = pgTable(
  'reorder_reminders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The last order when it was sent: the cycle it belongs to. */
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reorder_reminders_customer_order_idx').on(t.customerId, t.orderId)],
);

/**
 * The lorries' rounds: which postcode areas (DN) or districts (DN15) they serve on which ISO
 * weekdays (1 = Monday), from which depot, and how much a day carries (capacity x lorries).
 * The rules a round must keep, overlaps included, are roundProblems (#domain/delivery-rounds);
 * the checks here only stop a slip that bypassed them.
 */
export const deliveryRounds = pgTable(
  'delivery_rounds',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    depot: text('depot').notNull().default('Scunthorpe'),
    // Arrays rather than jsonb: both PGlite and PostgreSQL answer them as JS arrays.
    areas: text('areas').array().notNull(),
    weekdays: smallint('weekdays').array().notNull(),
    /** Tonnes one lorry carries on one day, in tenths (numeric, read as text). */
    capacityTonnes: numeric('capacity_tonnes', { precision: 4, scale: 1 }).notNull(),
    lorries: integer('lorries').notNull().default(1),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('delivery_rounds_capacity_check', sql`${t.capacityTonnes} > 0`),
    check('delivery_rounds_lorries_check', sql`${t.lorries} >= 1`),
  ],
);

/**
 * Days a round (roundId) or every round (roundId null) does not run, beyond the bank holidays
 * the delivery calendar already knows: the business's own holidays, a lorry off the road.
 */
export const deliveryClosedDays = pgTable(
  'delivery_closed_days',
  {
    id: serial('id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    roundId: integer('round_id').references(() => deliveryRounds.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    // NULLs are distinct in a plain unique index, so the whole-shop day has its own
    // (NULLS NOT DISTINCT would need PostgreSQL 15).
    uniqueIndex('delivery_closed_days_round_date_idx')
      .on(t.date, t.roundId)
      .where(sql`${t.roundId} is not null`),
    uniqueIndex('delivery_closed_days_all_date_idx')
      .on(t.date)
      .where(sql`${t.roundId} is null`),
  ],
);

/**
 * A lorry-day's spare room offered to the round's regular customers at the business's price
 * (decision 027). Sent once (sent_at), by the offers job or at creation when the day is near;
 * accepted orders are booked like any other, so the offer holds no tonnes of its own.
 */
export const topUpOffers = pgTable(
  'top_up_offers',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => deliveryRounds.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    pricePerTonnePence: integer('price_per_tonne_pence').notNull(),
    /** Tonnes each customer may accept (numeric, read as text). */
    tonnes: numeric('tonnes', { precision: 5, scale: 1 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('top_up_offers_price_check', sql`${t.pricePerTonnePence} > 0`),
    check('top_up_offers_tonnes_check', sql`${t.tonnes} >= 1 and ${t.tonnes} <= 50`),
    index('top_up_offers_unsent_idx')
      .on(t.date)
      .where(sql`${t.sentAt} is null`),
  ],
);

/**
 * Who was sent an offer: one row per customer per offer, holding only the hash of the link's
 * token. Deleted with the customer's account (erasure); the accepted order keeps the figures.
 */
export const topUpOfferRecipients = pgTable(
  'top_up_offer_recipients',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => topUpOffers.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedOrderId: integer('accepted_order_id').references(() => orders.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('top_up_offer_recipients_offer_customer_idx').on(t.offerId, t.customerId),
    index('top_up_offer_recipients_customer_idx').on(t.customerId),
  ],
);
