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
   * Adds each item's points to its key and answers, item by item, the points of its key and of
   * its `others` still counting, added up: one query for them all, where the library would take
   * one for each point and one for each sum. The keys must differ.
   */
  addAndSum(items: readonly CountedItem[]): Promise<number[]>;
};

export interface CountedItem {
  key: string;
  points: number;
  /** The keys counted with it (a window's earlier slices). */
  others: readonly string[];
}

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
        addAndSum: (items: readonly CountedItem[]) => addThenSum(memory, items),
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

      async addAndSum(items: readonly CountedItem[]): Promise<number[]> {
        if (items.length === 0) return [];
        const keys = items.map((item) => shared.getKey(item.key));
        const others = items.flatMap((item, index) =>
          item.others.map((other) => ({ key: keys[index], other: shared.getKey(other) })),
        );
        try {
          // The library's own upsert (a row past its expiry starts again), with the sums.
          const { rows } = await pool.query<{ key: string; points: number }>({
            name: 'counters-add-and-sum',
            text: `with hit as (
                     insert into rate_limits (key, points, expire)
                     select key, points, $3 from unnest($1::text[], $2::int[]) as t(key, points)
                     on conflict (key) do update set
                       points = case when rate_limits.expire <= $4 then excluded.points
                                else rate_limits.points + excluded.points end,
                       expire = case when rate_limits.expire <= $4 then excluded.expire
                                else rate_limits.expire end
                     returning key, points
                   )
                   select hit.key, (hit.points + coalesce((
                     select sum(r.points) from rate_limits r
                     join unnest($5::text[], $6::text[]) as o(key, other) on r.key = o.other
                     where o.key = hit.key and (r.expire > $4 or r.expire is null)
                   ), 0))::int as points
                   from hit`,
            values: [
              keys,
              items.map((item) => item.points),
              Date.now() + durationMs,
              Date.now(),
              others.map((pair) => pair.key),
              others.map((pair) => pair.other),
            ],
          });
          const totals = new Map(rows.map((row) => [row.key, row.points]));
          return keys.map((key) => totals.get(key) ?? 0);
        } catch {
          return addThenSum(shared, items);
        }
      },
    });
  };
}

/** Through the library, whose insurance answers while PostgreSQL is away. */
function addThenSum(limiter: RateLimiterAbstract, items: readonly CountedItem[]) {
  return Promise.all(
    items.map(async ({ key, points, others }) => {
      const [added, sum] = await Promise.all([
        limiter.penalty(key, points),
        sumEach(limiter, others),
      ]);
      return added.consumedPoints + sum;
    }),
  );
}

async function sumEach(limiter: RateLimiterAbstract, keys: readonly string[]): Promise<number> {
  const counts = await Promise.all(keys.map((key) => limiter.get(key)));
  return counts.reduce((total, count) => total + (count?.consumedPoints ?? 0), 0);
}
