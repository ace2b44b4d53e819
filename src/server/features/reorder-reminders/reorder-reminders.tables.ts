import { bigserial, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.tables.ts';
import { orders } from '../orders/orders.tables.ts';

/**
 * The reorder reminders sent: one per customer and last order, which the unique index keeps
 * true across app servers. Goes with the account (cascade) and with an order deleted.
 */
export const reorderReminders = pgTable(
  'reorder_reminders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The last order when it was sent: the cycle it belongs to. */
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reorder_reminders_customer_order_idx').on(t.customerId, t.orderId)],
);
