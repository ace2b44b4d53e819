import { z } from 'zod';
import {
  BALANCE_STATES,
  LEDGER_ENTRY_KINDS,
  LEDGER_ENTRY_METHODS,
  LEDGER_KINDS,
  LEDGER_METHODS,
  WRITE_OFF_PARTS,
  type OrderMoney,
} from '#domain/ledger';
import { isOverpayment, overpaymentMessage } from '#domain/ledger-rules';
import { parsePounds } from '#domain/money';
import { PAYMENT_STATUSES } from '#domain/payment-status';
import { pageQuery, pageSchema } from './admin.ts';
import { POUNDS_PATTERN, clearableText, singleLine } from './fields.ts';
import { ORDER_STATUSES } from './orders.ts';

/** One movement of an order's money; an order's ledger lists them, oldest first. */
export const LedgerEntrySchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  /** 'none' for a write-off and its reversal: no money moved. */
  method: z.enum(LEDGER_ENTRY_METHODS),
  /** Pounds, two decimals, always positive: the kind says which way it went. */
  amount: z.string(),
  /** YYYY-MM-DD, the UK day the money moved. */
  movedOn: z.string(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  /** Why a payment was more than the balance due (the difference is a refund owed). */
  overpaymentReason: z.string().nullable(),
  /** Why a write-off was made or reversed; null on money moved. */
  reason: z.string().nullable(),
  /** What a write-off (or its reversal) is of: the balance due, or an overpayment kept. */
  writeOffPart: z.enum(WRITE_OFF_PARTS).nullable(),
  /** The write-off a reversal undoes. */
  reversesId: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;
export const LedgerEntryListSchema = z.array(LedgerEntrySchema);

// ---- Recording money by hand ----

/** How the business may record a payment it received: never "online" (the provider's own). */
export const MANUAL_PAYMENT_METHODS = [
  'bank_transfer',
  'cash_on_delivery',
  'card_by_phone',
] as const;
/** How a refund may have been made: by transfer, back to the card, or at the provider's site. */
export const REFUND_METHODS = ['bank_transfer', 'card_by_phone', 'online'] as const;

export const LEDGER_MESSAGES = {
  kind: 'Choose a payment received or a refund made',
  method: 'Choose how the money moved',
  refundMethod: 'A refund is made by bank transfer, to the card, or through the payment provider',
  paymentMethod: 'A payment is recorded as a bank transfer, cash on delivery or card by phone',
  amountMissing: 'Enter the amount',
  amountFormat: 'Amount must be in pounds with at most 2 decimals, e.g. 250.00',
  amountPositive: 'Amount must be more than £0.00',
  date: 'Date must be written as YYYY-MM-DD',
  future: 'The date cannot be in the future',
  reference: 'Enter a reference: the bank’s, the card terminal’s or the receipt’s',
} as const;

const amountField = z
  .union([z.string().trim(), z.number()], { error: LEDGER_MESSAGES.amountMissing })
  .transform(String)
  .pipe(
    z
      .string()
      .min(1, LEDGER_MESSAGES.amountMissing)
      .regex(POUNDS_PATTERN, LEDGER_MESSAGES.amountFormat)
      .transform((pounds) => parsePounds(pounds))
      .refine((pence) => pence > 0, LEDGER_MESSAGES.amountPositive),
  );

const entrySchema = (movedOn: z.ZodType<string, string>) =>
  z
    .object({
      kind: z.enum(LEDGER_KINDS, { error: LEDGER_MESSAGES.kind }),
      method: z.enum(LEDGER_METHODS, { error: LEDGER_MESSAGES.method }),
      amount: amountField,
      movedOn,
      reference: singleLine(LEDGER_MESSAGES.reference)
        .min(1, LEDGER_MESSAGES.reference)
        .max(60, 'Reference must be at most 60 characters'),
      note: clearableText(500, 'multi'),
      /** Needed, by the ledger's rules, when a payment is more than the balance due. */
      overpaymentReason: clearableText(200),
    })
    .strict()
    .superRefine((entry, ctx) => {
      const allowed: readonly string[] =
        entry.kind === 'refund' ? REFUND_METHODS : MANUAL_PAYMENT_METHODS;
      if (!allowed.includes(entry.method)) {
        ctx.addIssue({
          code: 'custom',
          path: ['method'],
          message:
            entry.kind === 'refund' ? LEDGER_MESSAGES.refundMethod : LEDGER_MESSAGES.paymentMethod,
        });
      }
    });

const movedOnDay = z.iso.date({ error: LEDGER_MESSAGES.date });

/**
 * A payment received or a refund made, as the back office records it: the request's shape.
 * The amount arrives in pounds and leaves in pence. That the day is not in the future is the
 * server's to say by its own clock (the ledger service); what depends on the order (a refund
 * larger than it holds, a date before it was placed) is checked against the order.
 */
export const LedgerEntryRequestSchema = entrySchema(movedOnDay);

/**
 * The entry as the form checks it, with `today` the UK day (YYYY-MM-DD) by the browser's
 * clock and the order's money as the form was opened: the request's shape, no day in the
 * future, and a reason for a payment of more than the balance due (the server checks both
 * again, by its own clock and the order as it is then).
 */
export const recordLedgerEntrySchema = (today: string, order: OrderMoney) =>
  entrySchema(movedOnDay.refine((day) => day <= today, LEDGER_MESSAGES.future)).superRefine(
    (entry, ctx) => {
      if (entry.kind !== 'payment' || entry.overpaymentReason) return;
      if (!isOverpayment(entry.amount, order)) return;
      ctx.addIssue({
        code: 'custom',
        path: ['overpaymentReason'],
        message: overpaymentMessage(entry.amount, order),
      });
    },
  );
export type RecordLedgerEntryRequest = z.input<typeof LedgerEntryRequestSchema>;
export type RecordLedgerEntry = z.output<typeof LedgerEntryRequestSchema>;

// ---- Writing off ----

export const WRITE_OFF_MESSAGES = {
  reason: 'Give the reason for the write-off',
  reversalReason: 'Give the reason for reversing the write-off',
} as const;

const reasonField = (message: string) =>
  singleLine(message).min(1, message).max(200, 'Reason must be at most 200 characters');

/**
 * A balance the business will not collect, or an overpayment the customer said to keep: which
 * one is the order's to say (its balance when recorded), as is the most that can be written off.
 */
export const WriteOffRequestSchema = z
  .object({ amount: amountField, reason: reasonField(WRITE_OFF_MESSAGES.reason) })
  .strict();
export type WriteOffRequest = z.input<typeof WriteOffRequestSchema>;
export type WriteOff = z.output<typeof WriteOffRequestSchema>;

/** Undoes a mistaken write-off with an entry of its own; the write-off stays in the history. */
export const WriteOffReversalRequestSchema = z
  .object({ reason: reasonField(WRITE_OFF_MESSAGES.reversalReason) })
  .strict();
export type WriteOffReversal = z.output<typeof WriteOffReversalRequestSchema>;

// ---- The Payments tab's list ----

/**
 * Which orders the list holds. all: money received, or a confirmed order not yet covered;
 * received: any money received; refund_owed: holding more than it asks for (cancelled ones
 * included); balance_due: confirmed and not yet covered.
 */
export const LEDGER_STATES = ['all', 'received', 'refund_owed', 'balance_due'] as const;
export type LedgerState = (typeof LEDGER_STATES)[number];

const DAY_MESSAGE = 'Dates must be written as YYYY-MM-DD';

/** Newest order first; the dates are the UK days the orders were placed, both included. */
export const LedgerListQuerySchema = z
  .object({
    search: singleLine().max(100, 'Search must be at most 100 characters').default(''),
    state: z.enum(LEDGER_STATES, { error: 'Unknown state' }).default('all'),
    method: z.enum(LEDGER_METHODS, { error: 'Unknown method' }).optional(),
    from: z.iso.date({ error: DAY_MESSAGE }).optional(),
    to: z.iso.date({ error: DAY_MESSAGE }).optional(),
    ...pageQuery,
  })
  .strict()
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The first day must not be after the last day',
    path: ['to'],
  });
export type LedgerListQuery = z.output<typeof LedgerListQuerySchema>;
export type LedgerListFilters = Omit<LedgerListQuery, 'page' | 'pageSize'>;

/** One order's money, as the Payments tab lists it. Amounts are pounds with two decimals. */
export const LedgerOrderSchema = z.object({
  orderId: z.number().int(),
  createdAt: z.iso.datetime(),
  customerName: z.string(),
  companyName: z.string().nullable(),
  email: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  totalPrice: z.string(),
  amountReceived: z.string(),
  amountRefunded: z.string(),
  /** Written off net of reversals: positive a balance given up, negative an overpayment kept. */
  amountWrittenOff: z.string(),
  /** Still to collect (positive) or to hand back (negative): orderBalance's balance. */
  balance: z.string(),
  state: z.enum(BALANCE_STATES),
  /** How its money moved, each method once. */
  methods: z.array(z.enum(LEDGER_METHODS)),
});
export type LedgerOrder = z.infer<typeof LedgerOrderSchema>;

/** The sums of every order the filters match (not only the page's). */
export const LedgerTotalsSchema = z.object({
  orders: z.number().int(),
  received: z.string(),
  refunded: z.string(),
  refundOwed: z.string(),
  balanceDue: z.string(),
  /** Balances given up. */
  writtenOff: z.string(),
  /** Overpayments the customers said to keep. */
  overpaymentKept: z.string(),
});
export type LedgerTotals = z.infer<typeof LedgerTotalsSchema>;

export const LedgerPageSchema = pageSchema(LedgerOrderSchema).extend({
  totals: LedgerTotalsSchema,
});
export type LedgerPage = z.infer<typeof LedgerPageSchema>;

/** Money recorded by hand is answered with the entry and the order's money after it. */
export const RecordedLedgerEntrySchema = z.object({
  entry: LedgerEntrySchema,
  order: LedgerOrderSchema,
});
export type RecordedLedgerEntry = z.infer<typeof RecordedLedgerEntrySchema>;
