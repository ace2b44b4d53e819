import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PAYMENT_STATUSES } from '#domain/payment-status';
import { createdAt, money, updatedAt } from '#server/db/columns';
import { orders } from '../orders/orders.tables.ts';

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
