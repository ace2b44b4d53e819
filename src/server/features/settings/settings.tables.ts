import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { updatedAt } from '#server/db/columns';

export const settings = pgTable('settings', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});
