import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

// Only plain words are rendered inline, so no value can need quoting or escaping.
const PLAIN_VALUE = /^[a-z0-9_]+$/;

/**
 * `'a', 'b'` for a const list of values: the SQL text of a check constraint or filter built
 * from the same list as the column's enum and the API's, so the three cannot drift apart.
 */
export function sqlValueList(values: readonly string[]): SQL {
  for (const value of values) {
    if (!PLAIN_VALUE.test(value)) throw new Error(`Not a plain SQL value: ${value}`);
  }
  return sql.raw(values.map((value) => `'${value}'`).join(', '));
}

/** `column in ('a', 'b')`. */
export function inValues(column: AnyColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sqlValueList(values)})`;
}
