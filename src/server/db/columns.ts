import { sql } from 'drizzle-orm';
import { customType, numeric, text, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Money: numeric(10,2) in the database, integer pence in all arithmetic. */
export const money = (name: string) => numeric(name, { precision: 10, scale: 2 });

/** Raw bytes; node-postgres answers a Buffer, PGlite a Uint8Array: both come out as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * What the back office searches (names, company, email), lower-cased and stored, so a search
 * reads one column through a trigram index instead of rebuilding the text for every row.
 */
export const searchText = () =>
  text('search_text').generatedAlwaysAs(
    sql`lower(first_name || ' ' || last_name || ' ' || coalesce(company_name, '') || ' ' || email)`,
  );
