import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '#server/db/columns';

/**
 * The lorries' rounds: which postcode areas (DN) or districts (DN15) they serve on which ISO
 * weekdays (1 = Monday), from which depot, and how much a day carries (capacity x lorries).
 * The rules a round must keep, overlaps included, are roundProblems (#domain/delivery-rounds);
 * the checks here only stop a slip that bypassed them.
 */
export const deliveryRounds = pgTable(
  'delivery_rounds',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    depot: text('depot').notNull().default('Scunthorpe'),
    // Arrays rather than jsonb: both PGlite and PostgreSQL answer them as JS arrays.
    areas: text('areas').array().notNull(),
    weekdays: smallint('weekdays').array().notNull(),
    /** Tonnes one lorry carries on one day, in tenths (numeric, read as text). */
    capacityTonnes: numeric('capacity_tonnes', { precision: 4, scale: 1 }).notNull(),
    lorries: integer('lorries').notNull().default(1),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('delivery_rounds_capacity_check', sql`${t.capacityTonnes} > 0`),
    check('delivery_rounds_lorries_check', sql`${t.lorries} >= 1`),
  ],
);

/**
 * Days a round (roundId) or every round (roundId null) does not run, beyond the bank holidays
 * the delivery calendar already knows: the business's own holidays, a lorry off the road.
 */
export const deliveryClosedDays = pgTable(
  'delivery_closed_days',
  {
    id: serial('id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    roundId: integer('round_id').references(() => deliveryRounds.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    // NULLs are distinct in a plain unique index, so the whole-shop day has its own
    // (NULLS NOT DISTINCT would need PostgreSQL 15).
    uniqueIndex('delivery_closed_days_round_date_idx')
      .on(t.date, t.roundId)
      .where(sql`${t.roundId} is not null`),
    uniqueIndex('delivery_closed_days_all_date_idx')
      .on(t.date)
      .where(sql`${t.roundId} is null`),
  ],
);
