import type pg from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

export interface CounterOptions {
  /** Keeps one use's keys apart from another's in the shared table. */
  keyPrefix: string;
  /** How long a key's count lives after its first hit. */
  durationMs: number;
}

/** A rate-limiter-flexible limiter used as a set of expiring counters. */
export type Counter = RateLimiterAbstract & {
  /** The points of those keys still counting, added up: one query however many keys. */
  sumOf(keys: readonly string[]): Promise<number>;
  /**
   * Adds a point to `key` and answers the points of it and of `others` still counting, added
   * up: one query, as the library's own would take one for the point and another for the sum.
   */
  addAndSum(key: string, others: readonly string[]): Promise<number>;
};

export type CreateCounter = (options: CounterOptions) => Counter;

/** Counts are read and compared by the callers, never refused by the library itself. */
const UNLIMITED = Number.MAX_SAFE_INTEGER;

/**
 * Counters shared by every app server: rows of the rate_limits table (migration 0007) on
 * PostgreSQL, so spreading attempts across servers gains an attacker nothing. On PGlite, which
 * one process owns, they live in memory.
 *
 * When PostgreSQL cannot be reached, each server counts in its own memory (the library's
 * insurance limiter) until it can again: the limits never switch off, they only become per
 * server for the while, which bounds guessing as before the shop had several servers. Failing
 * closed would add nothing: sign-in needs the database anyway.
 */
export function createCounterFactory(pool: pg.Pool | null): CreateCounter {
  return ({ keyPrefix, durationMs }) => {
    const options = { keyPrefix, points: UNLIMITED, duration: durationMs / 1000 };
    if (!pool) {
      const memory = new RateLimiterMemory(options);
      return Object.assign(memory, {
        sumOf: (keys: readonly string[]) => sumEach(memory, keys),
        addAndSum: (key: string, others: readonly string[]) => addThenSum(memory, key, others),
      });
    }
    const shared = new RateLimiterPostgres({
      ...options,
      storeClient: pool,
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
      // Expired rows are deleted by the shop's clean-up job, once across all servers.
      clearExpiredByTimeout: false,
      insuranceLimiter: new RateLimiterMemory(options),
    });
    return Object.assign(shared, {
      async sumOf(keys: readonly string[]): Promise<number> {
        try {
          // Expiry as the library reads it: its clock, in milliseconds.
          const { rows } = await pool.query<{ points: number }>({
            name: 'counters-sum',
            text: `select coalesce(sum(points), 0)::int as points from rate_limits
                   where key = any($1) and (expire > $2 or expire is null)`,
            values: [keys.map((key) => shared.getKey(key)), Date.now()],
          });
          return rows[0]?.points ?? 0;
        } catch {
          // One by one through the library, whose insurance answers while PostgreSQL is away.
          return sumEach(shared, keys);
        }
      },

      async addAndSum(key: string, others: readonly string[]): Promise<number> {
        try {
          // The library's own upsert (a row past its expiry starts again), with the sum.
          const { rows } = await pool.query<{ points: number }>({
            name: 'counters-add-and-sum',
            text: `with hit as (
                     insert into rate_limits (key, points, expire) values ($1, 1, $2)
                     on conflict (key) do update set
                       points = case when rate_limits.expire <= $3 then 1
                                else rate_limits.points + 1 end,
                       expire = case when rate_limits.expire <= $3 then excluded.expire
                                else rate_limits.expire end
                     returning points
                   )
                   select ((select points from hit) + coalesce((
                     select sum(points) from rate_limits
                     where key = any($4) and (expire > $3 or expire is null)
                   ), 0))::int as points`,
            values: [
              shared.getKey(key),
              Date.now() + durationMs,
              Date.now(),
              others.map((other) => shared.getKey(other)),
            ],
          });
          return rows[0]?.points ?? 0;
        } catch {
          return addThenSum(shared, key, others);
        }
      },
    });
  };
}

/** Through the library, whose insurance answers while PostgreSQL is away. */
async function addThenSum(
  limiter: RateLimiterAbstract,
  key: string,
  others: readonly string[],
): Promise<number> {
  const [added, sum] = await Promise.all([limiter.penalty(key, 1), sumEach(limiter, others)]);
  return added.consumedPoints + sum;
}

async function sumEach(limiter: RateLimiterAbstract, keys: readonly string[]): Promise<number> {
  const counts = await Promise.all(keys.map((key) => limiter.get(key)));
  return counts.reduce((total, count) => total + (count?.consumedPoints ?? 0), 0);
}
