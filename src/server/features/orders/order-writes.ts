import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { PaymentIssue } from '#domain/payment-match';
import type { PaymentStatus } from '#domain/payment-status';
import type { Database } from '#server/db/client';
import { orders } from './orders.tables.ts';

/**
 * The changes other features make to an order, each in the caller's transaction. The orders
 * feature is the only writer of the `orders` table (eslint.config.js refuses an insert, update
 * or delete of it anywhere else): a feature that changes an order asks here, by name.
 */
type OrderInsert = typeof orders.$inferInsert;

/** A delivery's planning and progress (deliveries feature). */
export type OrderDeliveryChanges = Partial<
  Pick<
    OrderInsert,
    | 'deliveryStatus'
    | 'deliveryDate'
    | 'deliverySlot'
    | 'deliveryFailureReason'
    | 'deliveryEarlyReason'
    | 'deliveryRoundId'
    | 'deliveryBookedDate'
  >
>;

export async function changeDeliveries(
  tx: Database,
  ids: number[],
  changes: OrderDeliveryChanges,
  updatedAt: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(orders)
    .set({ ...changes, updatedAt })
    .where(inArray(orders.id, ids));
}

/** What a ledger entry does to its order's sums and payment status (ledger feature). */
export interface OrderMoneyChange {
  /** Added to the sums in SQL, so two entries never overwrite each other's. */
  addReceived?: string;
  addRefunded?: string;
  /** Signed: positive gives up a balance, negative keeps an overpayment (or reverses). */
  addWrittenOff?: string;
  /** The entry's method, added to the order's methods (each once, sorted). */
  method?: string;
  paymentStatus?: PaymentStatus;
  paymentIssue?: PaymentIssue | null;
}

/** The order as `returning` names it after the change; null for no such order. */
export async function changeOrderMoney<Columns extends Record<string, PgColumn | SQL>>(
  tx: Database,
  orderId: number,
  change: OrderMoneyChange,
  at: Date,
  returning: Columns,
): Promise<SelectResultFields<Columns> | null> {
  const { addReceived, addRefunded, addWrittenOff, method, ...flags } = change;
  const rows = (await tx
    .update(orders)
    .set({
      ...flags,
      ...(addReceived ? { amountReceived: sql`${orders.amountReceived} + ${addReceived}` } : {}),
      ...(addRefunded ? { amountRefunded: sql`${orders.amountRefunded} + ${addRefunded}` } : {}),
      ...(addWrittenOff
        ? { amountWrittenOff: sql`${orders.amountWrittenOff} + ${addWrittenOff}` }
        : {}),
      ...(method
        ? {
            ledgerMethods: sql`(select array_agg(distinct m order by m)
              from unnest(array_append(${orders.ledgerMethods}, ${method}::text)) as m)`,
          }
        : {}),
      updatedAt: at,
    })
    .where(eq(orders.id, orderId))
    .returning(returning)) as SelectResultFields<Columns>[];
  return rows[0] ?? null;
}

/** Adds one to a counter of the order and answers its new value; null for no such order. */
async function countUp(
  tx: Database,
  orderId: number,
  counter: 'linkVersion' | 'paymentAttempts',
): Promise<number | null> {
  const [row] = await tx
    .update(orders)
    .set({ [counter]: sql`${orders[counter]} + 1` })
    .where(eq(orders.id, orderId))
    .returning({ value: orders[counter] });
  return row?.value ?? null;
}

/** Moves the order's emailed links to a new version (order-links); null for no such order. */
export const bumpLinkVersion = (tx: Database, orderId: number) =>
  countUp(tx, orderId, 'linkVersion');

/** The next online payment attempt's number, drawn for good (payments). */
export const drawPaymentAttempt = (tx: Database, orderId: number) =>
  countUp(tx, orderId, 'paymentAttempts');

/** The order's payment status as its latest online attempt tells it (payments). */
export async function setOrderPayment(
  tx: Database,
  orderId: number,
  change: { paymentStatus?: PaymentStatus; paymentIssue?: PaymentIssue | null },
  now: Date,
): Promise<void> {
  await tx
    .update(orders)
    .set({ ...change, updatedAt: now })
    .where(eq(orders.id, orderId));
}

/** An expired attempt fails its order's payment, unless the order moved on already. */
export async function failOpenPayment(tx: Database, orderId: number, now: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ paymentStatus: 'failed', updatedAt: now })
    .where(and(eq(orders.id, orderId), inArray(orders.paymentStatus, ['pending', 'processing'])));
}

/** The personal columns an erasure blanks, and the links to the person it cuts (privacy). */
export type ErasedOrderColumns = Partial<
  Omit<
    OrderInsert,
    | 'id'
    | 'status'
    | 'quantity'
    | 'unitPrice'
    | 'vatRate'
    | 'vatAmount'
    | 'totalPrice'
    | 'amountReceived'
    | 'amountRefunded'
    | 'paymentStatus'
  >
>;

export async function eraseOrders(
  tx: Database,
  ids: number[],
  erased: ErasedOrderColumns,
): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(orders).set(erased).where(inArray(orders.id, ids));
}
