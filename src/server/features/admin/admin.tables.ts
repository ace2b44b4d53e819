import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '#server/db/columns';

/**
 * The one shared back-office account's second factor (a single row, id 1). The TOTP secret is
 * kept to check codes; `totpLastStep` is the last time step a code was accepted for, so each code
 * works once. `passwordHash` is the password the sessions were opened with: a different one at
 * start-up ends every admin session.
 */
export const adminAccount = pgTable(
  'admin_account',
  {
    id: integer('id').primaryKey().default(1),
    passwordHash: text('password_hash'),
    totpSecret: text('totp_secret'),
    /** Offered by a setup not yet confirmed with a first code. */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    updatedAt: updatedAt(),
  },
  (t) => [check('admin_account_single_row', sql`${t.id} = 1`)],
);

/** Single-use recovery codes for the back office's second factor; only their SHA-256 is kept. */
export const adminRecoveryCodes = pgTable('admin_recovery_codes', {
  id: serial('id').primaryKey(),
  codeHash: text('code_hash').notNull().unique(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});
