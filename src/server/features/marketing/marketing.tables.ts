import { bigserial, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '#server/db/columns';
import { MARKETING_CONSENT_SOURCES } from '#shared/marketing-consent';
import { customers } from '../customers/customers.tables.ts';

/**
 * Every marketing choice a customer made, newest last: granted or withdrawn, where, and the
 * exact words shown. The latest row is the current state; no row means not consented.
 */
export const marketingConsents = pgTable(
  'marketing_consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    granted: boolean('granted').notNull(),
    wording: text('wording').notNull(),
    source: text('source', { enum: MARKETING_CONSENT_SOURCES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('marketing_consents_customer_idx').on(t.customerId, t.id)],
);
