import { z } from 'zod';
import { pageQuery, pageSchema } from './admin.ts';
export type { AuditAction } from '../audit-vocabulary.ts';

// The audit log's HTTP contract: read-only (nothing edits or deletes it).

/** "<area>.<what>": which ones exist is the modules' business (#shared/audit-vocabulary). */
const ACTION_NAME = /^[a-z_]+\.[a-z_]+$/;
const AREA_NAME = /^[a-z_]+$/;

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
  'person',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message }).optional();

/** Newest first, narrowed by what, who and which record. */
export const AuditListQuerySchema = z
  .object({
    area: z.string().regex(AREA_NAME, 'Unknown area').optional(),
    action: z.string().regex(ACTION_NAME, 'Unknown action').optional(),
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
  /** The back-office person who did it, and their name (decision 044). */
  staffId: z.number().int().nullable(),
  staffName: z.string().nullable(),
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

/** What the log can record, area by area, as the modules declared it (#shared/audit-vocabulary). */
export const AuditVocabularySchema = z.object({
  areas: z.array(
    z.object({
      area: z.string(),
      label: z.string(),
      actions: z.array(z.object({ action: z.string(), label: z.string() })),
    }),
  ),
});
export type AuditVocabulary = z.infer<typeof AuditVocabularySchema>;
