import { lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { rateLimits } from '#server/db/platform.tables';

/** The rate_limits table is rate-limiter-flexible's; this is only its housekeeping. */
export function createRateLimitsRepo(db: Database) {
  return {
    /** Counters whose window ended; `expire` is in milliseconds since 1970 (the library's). */
    async deleteExpired(): Promise<void> {
      await db
        .delete(rateLimits)
        .where(lt(rateLimits.expire, sql`(extract(epoch from now()) * 1000)::bigint`));
    },
  };
}
