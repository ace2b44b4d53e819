import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { AUDIT_ACTORS } from '#shared/schemas/audit';

/**
 * Who did what, when, from where: back-office and customer sign-ins, and every change to an
 * order, customer, price, region, setting or payment, with the values before and after.
 * Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (migration 0012).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    actor: text('actor', { enum: AUDIT_ACTORS }).notNull(),
    /** A reference to the session (not its token or key): entries of one sign-in share it. */
    sessionId: text('session_id'),
    /** The back-office person who did it (staff.id), for entries made in the back office. */
    staffId: integer('staff_id'),
    ip: text('ip'),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_action_idx').on(t.action, t.at),
    // The Audit tab's "record number" filter: any kind of record with that number.
    index('audit_log_entity_idx').on(t.entityId, t.at),
  ],
);
