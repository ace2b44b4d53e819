import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { idempotencyKeys } from '#server/db/schema';

export interface StoredAnswer {
  requestHash: string;
  status: number | null;
  body: unknown;
}

/**
 * Idempotency keys live in the same transaction as the work they guard: a concurrent repeat
 * waits on the key's row lock, then finds the first answer already stored.
 */
export function createIdempotencyRepo(db: Database) {
  return {
    /** Null when this call claimed the key; otherwise what the earlier call stored. */
    async claim(scope: string, key: string, requestHash: string): Promise<StoredAnswer | null> {
      const inserted = await db
        .insert(idempotencyKeys)
        .values({ scope, key: `${scope}:${key}`, requestHash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (inserted.length > 0) return null;
      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.key, `${scope}:${key}`), eq(idempotencyKeys.scope, scope)));
      if (!row) throw new Error('Idempotency key vanished after a conflict');
      return { requestHash: row.requestHash, status: row.responseStatus, body: row.responseBody };
    },

    async complete(scope: string, key: string, status: number, body: unknown): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({ responseStatus: status, responseBody: body })
        .where(eq(idempotencyKeys.key, `${scope}:${key}`));
    },
  };
}
