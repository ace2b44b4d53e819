import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { STAFF_ROLES, STAFF_STATUSES } from '#domain/staff-roles';
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

/**
 * The people of the back office (decision 044). Person 1 is the owner, who signs in with
 * ADMIN_PASSWORD (kept in admin_account) and has no email or password here; everyone else is
 * invited by email and sets their own password from the invitation's link.
 */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    /** Lower-case; null only for the owner. */
    email: text('email'),
    name: text('name').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    status: text('status', { enum: STAFF_STATUSES }).notNull(),
    /** scrypt; null until the invitation is accepted (and always for the owner). */
    passwordHash: text('password_hash'),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('staff_email_idx').on(t.email)],
);

/** A person's invitation links: only the token's SHA-256 is kept; each works once, for 7 days. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_invitations_staff_id_idx').on(t.staffId)],
);
