import { z } from 'zod';
import { PAYMENT_STATUSES } from '#domain/payment-status';
import { OrderEventSchema } from './admin.ts';
import { InvoiceSummarySchema } from './invoices.ts';
import { OrderSchema } from './orders.ts';

/** One online payment attempt of an order (Pay Now), as the back office sees it. */
export const PaymentAttemptSchema = z.object({
  id: z.number().int(),
  /** The provider's id of the payment; null until the provider answered. */
  providerPaymentId: z.string().nullable(),
  /** The reference the shop gave the provider for this attempt. */
  reference: z.string().nullable(),
  /** Pounds, two decimals: the order's total when Pay Now was pressed. */
  amount: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** Withdrawn because the order changed or was cancelled. */
  voidedAt: z.iso.datetime().nullable(),
  /** Given up after a day without an answer. */
  expiredAt: z.iso.datetime().nullable(),
  /** Why the last status read from the provider failed, if it did. */
  lastCheckError: z.string().nullable(),
});
export type PaymentAttempt = z.infer<typeof PaymentAttemptSchema>;

/**
 * The order and what hangs off it, in one answer
 * for the order's own view: its invoices and credit notes (oldest first), its online payment
 * attempts (newest first) and its whole history (oldest first, as the order's history).
 * The ledger is asked for on its own.
 */
export const OrderOverviewSchema = z.object({
  order: OrderSchema,
  documents: z.array(InvoiceSummarySchema),
  paymentAttempts: z.array(PaymentAttemptSchema),
  events: z.array(OrderEventSchema),
});
export type OrderOverview = z.infer<typeof OrderOverviewSchema>;

const INVALID_ORDER_ID = 'Invalid order ID';
const MAX_ORDER_ID = 2_147_483_647;

/** The `:id` of an order's path: a whole number from 1 (a PostgreSQL integer). */
export const OrderIdParamsSchema = z.object({
  id: z
    .string({ error: INVALID_ORDER_ID })
    .regex(/^\d{1,10}$/, INVALID_ORDER_ID)
    .transform(Number)
    .refine((id) => id >= 1 && id <= MAX_ORDER_ID, INVALID_ORDER_ID),
});
