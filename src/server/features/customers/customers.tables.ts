import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, money, searchText, updatedAt } from '#server/db/columns';

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    /** Stored trimmed and lower-cased, so uniqueness is case-insensitive. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name'),
    phone: text('phone'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    postcode: text('postcode'),
    customPrice: money('custom_price'),
    customPriceNote: text('custom_price_note'),
    customPriceValidTo: timestamp('custom_price_valid_to', { withTimezone: true }),
    vatRate: integer('vat_rate').notNull().default(5),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: searchText(),
    /** The last time a session was opened for the account: how long it has been unused. */
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }),
    /** The account's own switch for reorder reminders; marketing consent is needed as well. */
    reorderReminders: boolean('reorder_reminders').notNull().default(true),
    /**
     * When the owner opened the verification link sent to the address; null until then (and
     * for accounts older than migration 0026). Guest orders with the address join the account
     * only then (decision 028).
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  },
  (t) => [
    // The back office's list: contains-search on search_text, then one of its sort orders.
    index('customers_search_text_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('customers_last_name_idx').on(t.lastName, t.firstName, t.id),
    index('customers_first_name_idx').on(t.firstName, t.lastName, t.id),
    index('customers_created_at_idx').on(t.createdAt, t.id),
    check('customers_vat_rate_check', sql`${t.vatRate} in (0, 5, 20)`),
    check('customers_custom_price_check', sql`${t.customPrice} is null or ${t.customPrice} > 0`),
  ],
);

/**
 * A customer's one-time links (password resets, email verifications): only the token's
 * SHA-256 is kept; a link is used once (`used_at`), and goes with the account.
 */
const oneTimeLinkTable = <const Name extends string>(name: Name) =>
  pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      customerId: integer('customer_id')
        .notNull()
        .references(() => customers.id, { onDelete: 'cascade' }),
      tokenHash: text('token_hash').notNull().unique(),
      expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
      usedAt: timestamp('used_at', { withTimezone: true }),
      createdAt: createdAt(),
    },
    (t) => [index(`${name}_customer_id_idx`).on(t.customerId)],
  );

export const passwordResetTokens = oneTimeLinkTable('password_reset_tokens');

/**
 * Browsers a customer has signed in from (decision 009): the `device` cookie holds a random
 * token naming no one, and only its SHA-256 is kept here. A password change or reset deletes
 * the customer's rows, as does signing out with 'Forget this browser' for its own; they go with the
 * account (ON DELETE CASCADE) and the clean-up job deletes them once expired.
 */
export const customerDevices = pgTable(
  'customer_devices',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** The session signed in with it (`sessions.id_hash`): signing that out can forget it. */
    sessionIdHash: text('session_id_hash'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('customer_devices_customer_id_idx').on(t.customerId),
    index('customer_devices_session_id_hash_idx').on(t.sessionIdHash),
  ],
);

/**
 * Email verification links (decision 028): only the token's SHA-256 is kept. Used and expired
 * rows stay a while so a second click is told why it no longer works, then housekeeping
 * deletes them; they go with the account (ON DELETE CASCADE).
 */
export const emailVerificationTokens = oneTimeLinkTable('email_verification_tokens');
