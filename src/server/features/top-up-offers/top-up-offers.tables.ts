import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '#server/db/columns';
import { customers } from '../customers/customers.tables.ts';
import { deliveryRounds } from '../delivery-rounds/delivery-rounds.tables.ts';
import { orders } from '../orders/orders.tables.ts';

/**
 * A lorry-day's spare room offered to the round's regular customers at the business's price
 * (decision 027). Sent once (sent_at), by the offers job or at creation when the day is near;
 * accepted orders are booked like any other, so the offer holds no tonnes of its own.
 */
export const topUpOffers = pgTable(
  'top_up_offers',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => deliveryRounds.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    pricePerTonnePence: integer('price_per_tonne_pence').notNull(),
    /** Tonnes each customer may accept (numeric, read as text). */
    tonnes: numeric('tonnes', { precision: 5, scale: 1 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('top_up_offers_price_check', sql`${t.pricePerTonnePence} > 0`),
    check('top_up_offers_tonnes_check', sql`${t.tonnes} >= 1 and ${t.tonnes} <= 50`),
    index('top_up_offers_unsent_idx')
      .on(t.date)
      .where(sql`${t.sentAt} is null`),
  ],
);

/**
 * Who was sent an offer: one row per customer per offer, holding only the hash of the link's
 * token. Deleted with the customer's account (erasure); the accepted order keeps the figures.
 */
export const topUpOfferRecipients = pgTable(
  'top_up_offer_recipients',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => topUpOffers.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedOrderId: integer('accepted_order_id').references(() => orders.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('top_up_offer_recipients_offer_customer_idx').on(t.offerId, t.customerId),
    index('top_up_offer_recipients_customer_idx').on(t.customerId),
  ],
);
