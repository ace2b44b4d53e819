import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { customers } from '../customers/customers.tables.ts';
import { reorderReminders } from './reorder-reminders.tables.ts';
import { orders } from '../orders/orders-view.ts';

/** One past order of a customer who wants reminders, with what the reminder needs. */
export interface ReminderOrderRow {
  orderId: number;
  customerId: number;
  createdAt: Date;
  /** Tonnes, as numeric text. */
  quantity: string;
  postcode: string;
  email: string;
  firstName: string;
}

/** The SQL of reorder reminders: the switch on the account, and the reminders sent. */
export function createReorderRemindersRepo(db: Database) {
  return {
    /** Every order not cancelled of the customers whose switch is on, oldest first. */
    ordersOfRemindedCustomers(): Promise<ReminderOrderRow[]> {
      return db
        .select({
          orderId: orders.id,
          customerId: customers.id,
          createdAt: orders.createdAt,
          quantity: orders.quantity,
          postcode: orders.postcode,
          email: customers.email,
          firstName: customers.firstName,
        })
        .from(orders)
        .innerJoin(customers, eq(orders.customerId, customers.id))
        .where(and(eq(customers.reorderReminders, true), ne(orders.status, 'cancelled')))
        .orderBy(asc(orders.customerId), asc(orders.id));
    },

    /** Each customer's latest reminder: the order it was for. */
    async lastReminders(customerIds: number[]): Promise<Map<number, number>> {
      if (customerIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([reorderReminders.customerId], {
          customerId: reorderReminders.customerId,
          orderId: reorderReminders.orderId,
        })
        .from(reorderReminders)
        .where(inArray(reorderReminders.customerId, customerIds))
        .orderBy(reorderReminders.customerId, desc(reorderReminders.id));
      return new Map(rows.map((row) => [row.customerId, row.orderId]));
    },

    /** Records the reminder for this last order; false when one was already recorded. */
    async claim(customerId: number, orderId: number, sentAt: Date): Promise<boolean> {
      const rows = await db
        .insert(reorderReminders)
        .values({ customerId, orderId, sentAt })
        .onConflictDoNothing()
        .returning({ id: reorderReminders.id });
      return rows.length > 0;
    },

    async release(customerId: number, orderId: number): Promise<void> {
      await db
        .delete(reorderReminders)
        .where(
          and(eq(reorderReminders.customerId, customerId), eq(reorderReminders.orderId, orderId)),
        );
    },

    /** The reminders sent to a customer, oldest first. */
    sentTo(customerId: number): Promise<{ orderId: number; sentAt: Date }[]> {
      return db
        .select({ orderId: reorderReminders.orderId, sentAt: reorderReminders.sentAt })
        .from(reorderReminders)
        .where(eq(reorderReminders.customerId, customerId))
        .orderBy(asc(reorderReminders.id));
    },

    /** The account's switch; null when there is no such account. */
    async switchOf(customerId: number): Promise<boolean | null> {
      const [row] = await db
        .select({ on: customers.reorderReminders })
        .from(customers)
        .where(eq(customers.id, customerId));
      return row?.on ?? null;
    },

    async setSwitch(customerId: number, on: boolean): Promise<boolean> {
      const rows = await db
        .update(customers)
        .set({ reorderReminders: on })
        .where(eq(customers.id, customerId))
        .returning({ id: customers.id });
      return rows.length > 0;
    },
  };
}
