import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { orderEvents } from '../orders/orders.tables.ts';
import { orderLedger } from './ledger.tables.ts';
import { orders } from '../orders/orders-view.ts';
import {
  changeOrderMoney,
  type OrderMoneyChange as OrderSumsChange,
} from '../orders/order-writes.ts';

export type LedgerRow = typeof orderLedger.$inferSelect;
export type NewLedgerRow = typeof orderLedger.$inferInsert;

/** What the ledger reads of an order: its money, and who to name in the list and emails. */
export const ledgerOrderColumns = {
  id: orders.id,
  createdAt: orders.createdAt,
  firstName: orders.firstName,
  lastName: orders.lastName,
  companyName: orders.companyName,
  email: orders.email,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentIssue: orders.paymentIssue,
  totalPrice: orders.totalPrice,
  amountReceived: orders.amountReceived,
  amountRefunded: orders.amountRefunded,
  amountWrittenOff: orders.amountWrittenOff,
  ledgerMethods: orders.ledgerMethods,
  anonymisedAt: orders.anonymisedAt,
};
export type LedgerOrderRow = {
  [K in keyof typeof ledgerOrderColumns]: (typeof orders.$inferSelect)[K];
};

/** What an entry does to its order's sums, with the ledger's own methods. */
export type OrderMoneyChange = Omit<OrderSumsChange, 'method'> & { method?: LedgerRow['method'] };

/** The only SQL of an order's ledger: its entries, and the order's sums they keep. */
export function createLedgerRepo(db: Database) {
  return {
    /** The order, locked until the transaction ends: one entry or change at a time. */
    async lockOrder(orderId: number): Promise<LedgerOrderRow | null> {
      const [row] = await db
        .select(ledgerOrderColumns)
        .from(orders)
        .where(eq(orders.id, orderId))
        .for('update');
      return row ?? null;
    },

    async orderExists(orderId: number): Promise<boolean> {
      const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
      return row !== undefined;
    },

    /** Oldest first. */
    entries(orderId: number): Promise<LedgerRow[]> {
      return db
        .select()
        .from(orderLedger)
        .where(eq(orderLedger.orderId, orderId))
        .orderBy(asc(orderLedger.id));
    },

    /** The entries of several orders, oldest first (a person's data export). */
    entriesOfOrders(orderIds: number[]): Promise<LedgerRow[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(orderLedger)
        .where(inArray(orderLedger.orderId, orderIds))
        .orderBy(asc(orderLedger.id));
    },

    async insert(entry: NewLedgerRow): Promise<LedgerRow> {
      const [row] = await db.insert(orderLedger).values(entry).returning();
      if (!row) throw new Error('Ledger insert returned no row');
      return row;
    },

    /** An online payment's entry, once per attempt: null when it is already in the ledger. */
    async insertOnce(entry: NewLedgerRow): Promise<LedgerRow | null> {
      const [row] = await db
        .insert(orderLedger)
        .values(entry)
        .onConflictDoNothing({ target: orderLedger.paymentTransactionId })
        .returning();
      return row ?? null;
    },

    async updateOrder(
      orderId: number,
      change: OrderMoneyChange,
      at: Date,
    ): Promise<LedgerOrderRow | null> {
      return changeOrderMoney(db, orderId, change, at, ledgerOrderColumns);
    },

    /** One entry of the order, locked with it: a reversal reads the write-off it undoes. */
    async entry(orderId: number, entryId: number): Promise<LedgerRow | null> {
      const [row] = await db
        .select()
        .from(orderLedger)
        .where(and(eq(orderLedger.orderId, orderId), eq(orderLedger.id, entryId)));
      return row ?? null;
    },

    /** The reversal of a write-off, if it has one. */
    async reversalOf(entryId: number): Promise<LedgerRow | null> {
      const [row] = await db.select().from(orderLedger).where(eq(orderLedger.reversesId, entryId));
      return row ?? null;
    },

    async addEvents(events: (typeof orderEvents.$inferInsert)[]): Promise<void> {
      if (events.length > 0) await db.insert(orderEvents).values(events);
    },
  };
}

export type LedgerRepo = ReturnType<typeof createLedgerRepo>;
