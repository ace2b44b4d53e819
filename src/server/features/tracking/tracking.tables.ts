import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '#server/db/columns';
import { orders } from '../orders/orders.tables.ts';

/**
 * Links to an order's tracking page. Only the SHA-256 of each token is kept: the token itself
 * is in the customer's emails alone. Every order email carries a token of its own.
 */
export const orderTrackingTokens = pgTable(
  'order_tracking_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** The order's link version when the token was made; opens the page only while it still is. */
    linkVersion: integer('link_version').notNull().default(0),
  },
  (t) => [index('order_tracking_tokens_order_id_idx').on(t.orderId)],
);
