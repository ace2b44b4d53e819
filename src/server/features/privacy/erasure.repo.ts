import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { OrderErasureFacts } from '#domain/erasure-plan';
import { formatInvoiceNumber } from '#domain/invoice';
import type { Database } from '#server/db/client';
import { customers } from '../customers/customers.tables.ts';
import { orders } from '../orders/orders-view.ts';
import { orderLastInvoicedAt } from './order-erasure.repo.ts';

export interface ErasedPerson {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  emailVerifiedAt: Date | null;
}

const personColumns = {
  id: customers.id,
  email: customers.email,
  firstName: customers.firstName,
  lastName: customers.lastName,
  passwordHash: customers.passwordHash,
  emailVerifiedAt: customers.emailVerifiedAt,
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

    /**
     * The account's orders, and with an address the orders placed with it (case aside): every
     * one, or with `guestsOnly` those in no account.
     */
    async lockOrders(of: {
      customerId: number | null;
      email: string | null;
      guestsOnly?: boolean;
    }) {
      const byEmail = sql`lower(${orders.email}) = ${of.email}`;
      const conditions = [
        of.customerId === null ? undefined : eq(orders.customerId, of.customerId),
        of.email === null
          ? undefined
          : of.guestsOnly
            ? and(isNull(orders.customerId), byEmail)
            : byEmail,
      ].filter((condition) => condition !== undefined);
      if (conditions.length === 0) return [];
      const rows = await tx
        .select({
          id: orders.id,
          status: orders.status,
          paymentStatus: orders.paymentStatus,
          deliveryStatus: orders.deliveryStatus,
          anonymisedAt: orders.anonymisedAt,
          lastInvoicedAt: orderLastInvoicedAt(),
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
