// The reconciliation job's SQL: which open attempts are due, what each check found, giving up.
import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '#server/db/client';
import { orderEvents } from '../orders/orders.tables.ts';
import { paymentTransactions } from './payments.tables.ts';
import { failOpenPayment } from '../orders/order-writes.ts';

export type DueAttempt = Pick<
  typeof paymentTransactions.$inferSelect,
  'id' | 'orderId' | 'providerPaymentId' | 'checkFailures' | 'createdAt'
>;

/** Any fixed number: every app server sharing the database takes this one lock to reconcile. */
export const RECONCILE_LOCK_KEY = 7_246_500_101;

const OPEN = ['pending', 'processing'] as const;

export function createPaymentChecksRepo(db: Database) {
  return {
    /** Open attempts whose next check is due, the longest waiting first. */
    async listDue(now: Date, limit: number): Promise<DueAttempt[]> {
      return db
        .select({
          id: paymentTransactions.id,
          orderId: paymentTransactions.orderId,
          providerPaymentId: paymentTransactions.providerPaymentId,
          checkFailures: paymentTransactions.checkFailures,
          createdAt: paymentTransactions.createdAt,
        })
        .from(paymentTransactions)
        .where(
          and(
            inArray(paymentTransactions.status, [...OPEN]),
            isNull(paymentTransactions.expiredAt),
            lte(paymentTransactions.nextCheckAt, now),
          ),
        )
        .orderBy(asc(paymentTransactions.nextCheckAt), asc(paymentTransactions.id))
        .limit(limit);
    },

    async recordSuccess(id: number, nextCheckAt: Date): Promise<void> {
      await db
        .update(paymentTransactions)
        .set({ checkFailures: 0, lastCheckError: null, nextCheckAt })
        .where(eq(paymentTransactions.id, id));
    },

    async recordFailure(
      id: number,
      failure: { failures: number; error: string; nextCheckAt: Date },
    ): Promise<void> {
      await db
        .update(paymentTransactions)
        .set({
          checkFailures: failure.failures,
          lastCheckError: failure.error,
          nextCheckAt: failure.nextCheckAt,
        })
        .where(eq(paymentTransactions.id, id));
    },

    /**
     * Gives up on an attempt still waiting for the customer: failed and expired, with an order
     * event; the order follows when this is its latest attempt and it is not paid. False when
     * the attempt moved on meanwhile: one the bank accepted (processing) may still bring money
     * in, so it is never given up and keeps being checked.
     */
    async expire(id: number, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [attempt] = await tx
          .select()
          .from(paymentTransactions)
          .where(eq(paymentTransactions.id, id))
          .for('update');
        if (attempt?.status !== 'pending') return false;
        await tx
          .update(paymentTransactions)
          .set({ status: 'failed', expiredAt: now, updatedAt: now })
          .where(eq(paymentTransactions.id, id));
        const [latest] = await tx
          .select({ id: paymentTransactions.id })
          .from(paymentTransactions)
          .where(eq(paymentTransactions.orderId, attempt.orderId))
          .orderBy(desc(paymentTransactions.id))
          .limit(1);
        // As for any status: a withdrawn attempt no longer speaks for its order.
        if (latest?.id === id && attempt.voidedAt === null) {
          await failOpenPayment(tx, attempt.orderId, now);
        }
        await tx.insert(orderEvents).values({
          orderId: attempt.orderId,
          actor: 'system',
          type: 'payment_expired',
          field: 'paymentStatus',
          oldValue: attempt.status,
          newValue: 'failed',
        });
        return true;
      });
    },
  };
}

/**
 * Runs `work` only while holding the reconciliation's advisory lock; null, without running it,
 * when another app server holds it. On PostgreSQL the lock belongs to a transaction kept open
 * on one pooled connection while `work` uses the others, so it is released however the process
 * ends. The embedded PGlite has a single session (and one process): a session lock, released
 * after the work.
 */
export async function withReconcileLock<T>(
  handle: Pick<DatabaseHandle, 'db' | 'kind'>,
  work: () => Promise<T>,
): Promise<T | null> {
  const tryLock = async (db: Database, statement: 'xact' | 'session') => {
    const result = await db.execute(
      statement === 'xact'
        ? sql`select pg_try_advisory_xact_lock(${RECONCILE_LOCK_KEY}) as locked`
        : sql`select pg_try_advisory_lock(${RECONCILE_LOCK_KEY}) as locked`,
    );
    // Both drivers answer { rows }.
    const { rows } = result as { rows: { locked?: unknown }[] };
    return rows[0]?.locked === true;
  };
  if (handle.kind === 'postgres') {
    return handle.db.transaction(async (tx) => ((await tryLock(tx, 'xact')) ? work() : null));
  }
  if (!(await tryLock(handle.db, 'session'))) return null;
  try {
    return await work();
  } finally {
    await handle.db.execute(sql`select pg_advisory_unlock(${RECONCILE_LOCK_KEY})`);
  }
}
