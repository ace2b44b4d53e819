import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** LIKE's own characters, escaped so a search for "50%" or "a_b" means exactly that. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Case-insensitive "contains" on a lower-cased search column. With a pg_trgm GIN index on the
 * column, terms of 3+ characters are found through the index.
 */
export function containsText(column: PgColumn, term: string): SQL {
  return sql`${column} like ${`%${escapeLike(term.toLowerCase())}%`}`;
}

/**
 * The number of matches when one page already tells it (a short, non-empty page is the last
 * one), so the count query is only run when it is needed.
 */
export function totalFromPage(rowsOnPage: number, limit: number, offset: number): number | null {
  return rowsOnPage > 0 && rowsOnPage < limit ? offset + rowsOnPage : null;
}
