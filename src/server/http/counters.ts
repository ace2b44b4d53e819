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

/** Makes a rate-limiter-flexible limiter used as a set of expiring counters. */
export type CreateCounter = (options: CounterOptions) => RateLimiterAbstract;

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
    if (!pool) return new RateLimiterMemory(options);
    return new RateLimiterPostgres({
      ...options,
      storeClient: pool,
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
      // Expired rows are deleted by the shop's clean-up job, once across all servers.
      clearExpiredByTimeout: false,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  };
}
