import { ORDER_PERSONAL_FIELDS } from './order-erasure.ts';

/**
 * What an audit entry keeps of a change: the fields that differ, before and after, and never a
 * secret or a person's details. Values are plain JSON (strings, numbers, booleans, null).
 */
export type AuditValues = Record<string, unknown>;

/**
 * Field names that may carry a credential: a password, its hash, a session or reset token, a
 * one-time code or a secret. Their values are never written to the log, only that they changed.
 */
const SECRET_WORDS = new Set([
  'password',
  'passcode',
  'passphrase',
  'token',
  'secret',
  'otp',
  'totp',
  'recovery',
  'hash',
  'sid',
  'cookie',
]);
export const REDACTED = '[redacted]';

/**
 * Fields that name, reach or locate a person: an order's or account's (#domain/order-erasure)
 * and an email's recipient and subject (which names the customer). The log names people by
 * record id only (decision 024): it outlives an erasure, so it keeps no copy of what was erased.
 */
export const AUDIT_PERSONAL_FIELDS: readonly string[] = [
  ...ORDER_PERSONAL_FIELDS,
  'recipient',
  'subject',
];
const PERSONAL_FIELDS = new Set(AUDIT_PERSONAL_FIELDS);
/** What a person's detail reads in the log: that it was given or changed, not what it was. */
export const PERSONAL_DATA = '[personal data]';

/** passwordHash, reset_token, totpSecret: judged word by word, so "footprint" is no "otp". */
const isSecretField = (field: string) =>
  field
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z\d]+/)
    .some((word) => SECRET_WORDS.has(word));

/** A JSON-safe form of a value: dates as ISO strings, undefined as null. */
function plain(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return value;
}

/** A value as the log keeps it: a secret's or a person's detail as a marker (null stays null). */
function logged(field: string, value: unknown): unknown {
  if (isSecretField(field)) return REDACTED;
  if (PERSONAL_FIELDS.has(field) && value !== null && value !== undefined) return PERSONAL_DATA;
  return plain(value);
}

/** The values with every secret-looking field's and personal field's value replaced by a marker. */
export function redactForAudit(values: AuditValues): AuditValues {
  return Object.fromEntries(
    Object.entries(values).map(([field, value]) => [field, logged(field, value)]),
  );
}

const same = (a: unknown, b: unknown) => JSON.stringify(plain(a)) === JSON.stringify(plain(b));

/**
 * The fields of `after` whose value differs from `before`, as two objects holding only those
 * fields (the audit log redacts them on the way in: redactForAudit). Null when nothing changed
 * (nothing worth an entry).
 */
export function auditChanges(
  before: AuditValues,
  after: AuditValues,
): { before: AuditValues; after: AuditValues } | null {
  const fields = Object.keys(after).filter((field) => !same(before[field], after[field]));
  if (fields.length === 0) return null;
  const pick = (values: AuditValues) =>
    Object.fromEntries(fields.map((field) => [field, plain(values[field])]));
  return { before: pick(before), after: pick(after) };
}
