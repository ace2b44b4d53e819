import { asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { OrderErasureFacts } from '#domain/erasure-plan';
import { formatInvoiceNumber } from '#domain/invoice';
import type { Database } from '#server/db/client';
import { customers, orders } from '#server/db/schema';

export interface ErasedPerson {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
}

const personColumns = {
  id: customers.id,
  email: customers.email,
  firstName: customers.firstName,
  lastName: customers.lastName,
  passwordHash: customers.passwordHash,
};

/** Reads for an erasure, inside its transaction: rows are locked until it commits. */
export function createErasureRepo(tx: Database) {
  async function lockAccount(where: SQL): Promise<ErasedPerson | null> {
    const [row] = await tx.select(personColumns).from(customers).where(where).for('update');
    return row ?? null;
  }

  return {
    accountById: (id: number) => lockAccount(eq(customers.id, id)),
    /** Emails are stored lower-cased (customers.email), as the request schemas give them. */
    accountByEmail: (email: string) => lockAccount(eq(customers.email, email)),

    /** The account's orders, and with an address any order placed with it (case aside). */
    async lockOrders(of: { customerId: number | null; email: string | null }) {
      const conditions = [
        of.customerId === null ? undefined : eq(orders.customerId, of.customerId),
        of.email === null ? undefined : sql`lower(${orders.email}) = ${of.email}`,
      ].filter((condition) => condition !== undefined);
      if (conditions.length === 0) return [];
      const rows = await tx
        .select({
          id: orders.id,
          status: orders.status,
          paymentStatus: orders.paymentStatus,
          deliveryStatus: orders.deliveryStatus,
          anonymisedAt: orders.anonymisedAt,
          lastInvoicedAt: sql<Date | null>`(
            select max(issued_at) from invoices where invoices.order_id = "orders"."id"
          )`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value))),
          documentNumbers: sql<number[]>`array(
            select number from invoices where invoices.order_id = "orders"."id" order by number
          )`,
        })
        .from(orders)
        .where(or(...conditions))
        .orderBy(asc(orders.id))
        .for('update');
      return rows.map(({ documentNumbers, ...order }): OrderErasureFacts => ({
        ...order,
        documents: documentNumbers.map(Number).map(formatInvoiceNumber),
      }));
    },
  };
}
