import { boolean, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from '#server/db/columns';

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  country: text('country').notNull().default('United Kingdom'),
  postcodePrefix: text('postcode_prefix').notNull(),
  singlePrice: money('single_price').notNull(),
  bulkPrice: money('bulk_price').notNull(),
  wholesalePrice: money('wholesale_price').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
