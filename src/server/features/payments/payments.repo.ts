import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { PaymentIssue } from '#domain/payment-match';
import type { PaymentStatus } from '#domain/payment-status';
import type { Database } from '#server/db/client';
import { orderEvents } from '../orders/orders.tables.ts';
import { paymentTransactions } from './payments.tables.ts';
import { orders } from '../orders/orders-view.ts';
import { drawPaymentAttempt, setOrderPayment } from '../orders/order-writes.ts';

export type PaymentRow = typeof paymentTransactions.$inferSelect;
export type NewPaymentRow = typeof paymentTransactions.$inferInsert;

const payableColumns = {
  id: orders.id,
  customerId: orders.customerId,
  email: orders.email,
  firstName: orders.firstName,
  lastName: orders.lastName,
  totalPrice: orders.totalPrice,
  amountReceived: orders.amountReceived,
  amountRefunded: orders.amountRefunded,
  amountWrittenOff: orders.amountWrittenOff,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentIssue: orders.paymentIssue,
};
export type PayableOrder = {
  [K in keyof typeof payableColumns]: (typeof orders.$inferSelect)[K];
};

const attemptColumns = {
  id: paymentTransactions.id,
  providerPaymentId: paymentTransactions.providerPaymentId,
  providerReferenceCode: paymentTransactions.providerReferenceCode,
  amount: paymentTransactions.amount,
  status: paymentTransactions.status,
  createdAt: paymentTransactions.createdAt,
  updatedAt: paymentTransactions.updatedAt,
  voidedAt: paymentTransactions.voidedAt,
  expiredAt: paymentTransactions.expiredAt,
  lastCheckError: paymentTransactions.lastCheckError,
};
export type AttemptRow = Pick<PaymentRow, keyof typeof attemptColumns>;

export function createPaymentsRepo(db: Database) {
  return {
    async findOrder(orderId: number): Promise<PayableOrder | null> {
      const [row] = await db.select(payableColumns).from(orders).where(eq(orders.id, orderId));
      return row ?? null;
    },

    /** The order, locked until the transaction ends: one Pay Now, edit or payment at a time. */
    async lockOrder(orderId: number): Promise<PayableOrder | null> {
      const [row] = await db
        .select(payableColumns)
        .from(orders)
        .where(eq(orders.id, orderId))
        .for('update');
      return row ?? null;
    },

    /** The next attempt's number, drawn for good: it is never handed out twice. */
    async drawAttemptNumber(orderId: number): Promise<number> {
      const n = await drawPaymentAttempt(db, orderId);
      if (n === null) throw new Error(`Order ${orderId} vanished while drawing an attempt number`);
      return n;
    },

    /** Attempts still open and not withdrawn, newest first. */
    liveAttempts(orderId: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(paymentTransactions)
        .where(
          and(
            eq(paymentTransactions.orderId, orderId),
            inArray(paymentTransactions.status, ['pending', 'processing']),
            isNull(paymentTransactions.voidedAt),
          ),
        )
        .orderBy(desc(paymentTransactions.id));
    },

    async voidAttempts(ids: number[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(paymentTransactions)
        .set({ voidedAt: at, updatedAt: at })
        .where(inArray(paymentTransactions.id, ids));
    },

    async setOrderPayment(
      orderId: number,
      change: { paymentStatus?: PaymentStatus; paymentIssue?: PaymentIssue | null },
      now: Date,
    ): Promise<void> {
      await setOrderPayment(db, orderId, change, now);
    },

    async latestForOrder(orderId: number): Promise<PaymentRow | null> {
      const [row] = await db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.orderId, orderId))
        .orderBy(desc(paymentTransactions.id))
        .limit(1);
      return row ?? null;
    },

    /** Every attempt of the order, newest first, without the customer's details or URL. */
    listForOrder(orderId: number): Promise<AttemptRow[]> {
      return db
        .select(attemptColumns)
        .from(paymentTransactions)
        .where(eq(paymentTransactions.orderId, orderId))
        .orderBy(desc(paymentTransactions.id));
    },

    async insert(values: NewPaymentRow): Promise<PaymentRow> {
      const [row] = await db.insert(paymentTransactions).values(values).returning();
      if (!row) throw new Error('Payment insert returned no row');
      return row;
    },

    async findByProviderId(providerPaymentId: string): Promise<PaymentRow | null> {
      const [row] = await db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.providerPaymentId, providerPaymentId));
      return row ?? null;
    },

    /** Locks the attempt, so two notices for one payment are applied one after the other. */
    async lockByProviderId(providerPaymentId: string): Promise<PaymentRow | null> {
      const [row] = await db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.providerPaymentId, providerPaymentId))
        .for('update');
      return row ?? null;
    },

    async setStatus(id: number, status: PaymentStatus, now: Date): Promise<void> {
      await db
        .update(paymentTransactions)
        .set({ status, updatedAt: now })
        .where(eq(paymentTransactions.id, id));
    },

    async addOrderEvent(event: typeof orderEvents.$inferInsert): Promise<void> {
      await db.insert(orderEvents).values(event);
    },
  };
}

export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
