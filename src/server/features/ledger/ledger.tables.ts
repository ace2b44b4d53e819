import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { LEDGER_ENTRY_KINDS, LEDGER_ENTRY_METHODS, WRITE_OFF_PARTS } from '#domain/ledger';
import { createdAt, money } from '#server/db/columns';
import { inValues } from '#server/db/sql-values';
import { orders } from '../orders/orders.tables.ts';
import { paymentTransactions } from '../payments/payments.tables.ts';

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
