/**
 * What an audit entry keeps of a change: the fields that differ, before and after, and never a
 * secret. Values are plain JSON (strings, numbers, booleans, null).
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

/** The values with every secret-looking field's value replaced by a marker. */
export function redactSecrets(values: AuditValues): AuditValues {
  return Object.fromEntries(
    Object.entries(values).map(([field, value]) => [
      field,
      isSecretField(field) ? REDACTED : plain(value),
    ]),
  );
}

const same = (a: unknown, b: unknown) => JSON.stringify(plain(a)) === JSON.stringify(plain(b));

/**
 * The fields of `after` whose value differs from `before`, as two objects holding only those
 * fields, secrets redacted. Null when nothing changed (nothing worth an entry).
 */
export function auditChanges(
  before: AuditValues,
  after: AuditValues,
): { before: AuditValues; after: AuditValues } | null {
  const fields = Object.keys(after).filter((field) => !same(before[field], after[field]));
  if (fields.length === 0) return null;
  const pick = (values: AuditValues) =>
    redactSecrets(Object.fromEntries(fields.map((field) => [field, values[field]])));
  return { before: pick(before), after: pick(after) };
}
