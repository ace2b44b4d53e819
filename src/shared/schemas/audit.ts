import { z } from 'zod';
import { pageQuery, pageSchema } from './admin.ts';

// The audit log's HTTP contract: read-only (nothing edits or deletes it).

/**
 * Everything the log records, named "<area>.<what happened>". A new kind of entry is one line
 * here and one `audit.record` where it happens.
 */
export const AUDIT_ACTIONS = [
  'admin.signed_in',
  'admin.sign_in_failed',
  'admin.sign_in_refused',
  'admin.signed_out',
  'admin.two_factor_enabled',
  'admin.two_factor_disabled',
  'admin.two_factor_change_failed',
  'admin.two_factor_change_refused',
  'admin.recovery_codes_regenerated',
  'customer.registered',
  'customer.signed_in',
  'customer.sign_in_failed',
  'customer.locked_out',
  'customer.signed_out',
  'customer.reset_requested',
  'customer.password_reset',
  'customer.verification_sent',
  'customer.email_verified',
  'customer.password_changed',
  'customer.password_change_refused',
  'customer.profile_updated',
  'customer.details_updated',
  'customer.pricing_updated',
  'customer.vat_rate_updated',
  'order.placed',
  'order.status_changed',
  'order.edited',
  'order.price_kept',
  'order.customer_linked',
  'order.email_resent',
  'order.invoice_issued',
  'order.invoice_resent',
  'order.delivery_changed',
  'order.links_revoked',
  'order.delivery_day_moved',
  'order.cancel_requested',
  'payment.status_changed',
  'payment.recorded',
  'payment.refund_recorded',
  'payment.refund_owed',
  'payment.written_off',
  'payment.write_off_reversed',
  'region.updated',
  'region.imported',
  'region.deleted_all',
  'settings.updated',
  'delivery.round_created',
  'delivery.round_updated',
  'delivery.round_deleted',
  'delivery.day_closed',
  'delivery.day_reopened',
  'delivery.top_up_offered',
  'privacy.retention_applied',
  'privacy.data_looked_up',
  'privacy.data_exported',
  'privacy.account_deleted',
  'privacy.data_erased',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The part before the dot: what the entry is about. */
export const AUDIT_AREAS = [
  'admin',
  'customer',
  'order',
  'payment',
  'region',
  'settings',
  'delivery',
  'privacy',
] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];

/** Who acted: the back office, a signed-in customer, an unknown visitor, the shop or the bank. */
export const AUDIT_ACTORS = ['admin', 'customer', 'visitor', 'system', 'provider'] as const;
export type AuditActor = (typeof AUDIT_ACTORS)[number];

/** The kind of thing an entry is about; its id is kept as text. */
export const AUDIT_ENTITY_TYPES = [
  'order',
  'customer',
  'payment',
  'region',
  'setting',
  'round',
  'closed_day',
  'top_up_offer',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message }).optional();

/** Newest first, narrowed by what, who and which record. */
export const AuditListQuerySchema = z
  .object({
    area: optionalChoice(AUDIT_AREAS, 'Unknown area'),
    action: optionalChoice(AUDIT_ACTIONS, 'Unknown action'),
    actor: optionalChoice(AUDIT_ACTORS, 'Unknown actor'),
    entityId: z
      .string()
      .trim()
      .regex(/^\d{1,10}$/, 'Record number must be a whole number')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    ...pageQuery,
  })
  .strict();
export type AuditListQuery = z.output<typeof AuditListQuerySchema>;

const valuesSchema = z.record(z.string(), z.unknown()).nullable();

/** One entry as the back office reads it. */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  action: z.string(),
  actor: z.enum(AUDIT_ACTORS),
  sessionId: z.string().nullable(),
  ip: z.string().nullable(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  before: valuesSchema,
  after: valuesSchema,
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/**
 * A page counts matching entries up to this many (or up to the page asked for): beyond it the
 * total says "at least", and the filters narrow the log down.
 */
export const AUDIT_COUNT_LIMIT = 10_000;

export const AuditPageSchema = pageSchema(AuditEntrySchema).extend({
  /** More entries match than `total` says. */
  totalCapped: z.boolean(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;
