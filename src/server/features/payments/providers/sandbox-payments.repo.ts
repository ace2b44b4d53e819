import { and, desc, eq, lte, notInArray, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { sandboxPayments } from '../payments.tables.ts';
import type { SandboxPayment, SandboxStatus } from './sandbox-payment.ts';

type Row = typeof sandboxPayments.$inferSelect;
export type SandboxChange = Partial<Pick<SandboxPayment, 'status' | 'bankId' | 'updatedAt'>>;

const toPayment = (row: Row): SandboxPayment => ({ ...row });

export interface SandboxPaymentsRepo {
  insert(payment: SandboxPayment): Promise<void>;
  find(id: string): Promise<SandboxPayment | undefined>;
  /** The back office's invoice list, newest first. */
  listNewestFirst(): Promise<SandboxPayment[]>;
  /** Changes the payment, only while its status is `from` when given; true when it changed. */
  update(id: string, values: SandboxChange, from?: SandboxStatus): Promise<boolean>;
  /** Pending payments made at or before `createdBefore` (only `id`, when given) expire at `at`. */
  expirePending(createdBefore: Date, at: Date, id?: string): Promise<boolean>;
  cancelPending(id: string, at: Date): Promise<boolean>;
  /** Keeps the newest `keep` payments: a long-running sandbox cannot grow without bound. */
  keepNewest(keep: number): Promise<void>;
  deleteAll(): Promise<void>;
}

/** The only SQL for the sandbox provider's payments (sandbox-store.ts holds their rules). */
export function createSandboxPaymentsRepo(db: Database): SandboxPaymentsRepo {
  /** Applies `change` where `where` holds; true when a row changed. */
  async function change(where: SQL | undefined, values: Partial<Row>) {
    const rows = await db
      .update(sandboxPayments)
      .set(values)
      .where(where)
      .returning({ id: sandboxPayments.id });
    return rows.length > 0;
  }

  return {
    async insert(payment: SandboxPayment): Promise<void> {
      await db.insert(sandboxPayments).values(payment);
    },

    async find(id: string): Promise<SandboxPayment | undefined> {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
      return row && toPayment(row);
    },

    async listNewestFirst(): Promise<SandboxPayment[]> {
      const rows = await db.select().from(sandboxPayments).orderBy(desc(sandboxPayments.createdAt));
      return rows.map(toPayment);
    },

    update: (id: string, values: SandboxChange, from?: SandboxStatus) =>
      change(
        and(eq(sandboxPayments.id, id), from ? eq(sandboxPayments.status, from) : undefined),
        values,
      ),

    expirePending: (createdBefore: Date, at: Date, id?: string) =>
      change(
        and(
          eq(sandboxPayments.status, 'pending'),
          lte(sandboxPayments.createdAt, createdBefore),
          id ? eq(sandboxPayments.id, id) : undefined,
        ),
        { status: 'expired', updatedAt: at },
      ),

    cancelPending: (id: string, at: Date) =>
      change(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'pending')), {
        status: 'cancelled',
        cancelledByShop: true,
        updatedAt: at,
      }),

    async keepNewest(keep: number): Promise<void> {
      const newest = db
        .select({ id: sandboxPayments.id })
        .from(sandboxPayments)
        .orderBy(desc(sandboxPayments.createdAt))
        .limit(keep);
      await db.delete(sandboxPayments).where(notInArray(sandboxPayments.id, newest));
    },

    async deleteAll(): Promise<void> {
      await db.delete(sandboxPayments);
    },
  };
}
