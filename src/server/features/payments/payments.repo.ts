import { count, desc, eq } from 'drizzle-orm';
import type { PaymentStatus } from '#domain/payment-status';
import type { Database } from '#server/db/client';
import { orderEvents, orders, paymentTransactions } from '#server/db/schema';

export type PaymentRow = typeof paymentTransactions.$inferSelect;
export type NewPaymentRow = typeof paymentTransactions.$inferInsert;

export function createPaymentsRepo(db: Database) {
  return {
    async findOrder(orderId: number) {
      const [row] = await db
        .select({
          id: orders.id,
          customerId: orders.customerId,
          email: orders.email,
          firstName: orders.firstName,
          lastName: orders.lastName,
          totalPrice: orders.totalPrice,
          status: orders.status,
          paymentStatus: orders.paymentStatus,
        })
        .from(orders)
        .where(eq(orders.id, orderId));
      return row ?? null;
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

    async countForOrder(orderId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(paymentTransactions)
        .where(eq(paymentTransactions.orderId, orderId));
      return row?.n ?? 0;
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

    async setOrderPaymentStatus(orderId: number, status: PaymentStatus, now: Date): Promise<void> {
      await db
        .update(orders)
        .set({ paymentStatus: status, updatedAt: now })
        .where(eq(orders.id, orderId));
    },

    async addOrderEvent(event: typeof orderEvents.$inferInsert): Promise<void> {
      await db.insert(orderEvents).values(event);
    },
  };
}

export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
