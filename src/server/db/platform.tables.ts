import { bigint, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '#server/db/columns';

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a leaked table does not leak live sessions. */
    idHash: text('id_hash').primaryKey(),
    /** admin_pending: the password was right, the second factor (or its setup) is still due. */
    kind: text('kind', { enum: ['customer', 'admin', 'admin_pending'] }).notNull(),
    /** The customer's, for their sessions (migrations: a foreign key to customers, cascading). */
    customerId: integer('customer_id'),
    /** The person of a back-office session (migrations: a foreign key to staff, cascading). */
    staffId: integer('staff_id'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sessions_customer_id_idx').on(t.customerId),
    index('sessions_staff_id_idx').on(t.staffId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * Rate-limit counters shared by every app server: the table shape rate-limiter-flexible's
 * PostgreSQL store reads and writes (`expire` in epoch milliseconds).
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

/** When each scheduled job last started: a job runs once per interval across all app servers. */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }).notNull(),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
});
