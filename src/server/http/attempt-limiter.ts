/**
 * Counts attempts per key (an email address) in a sliding window, to stop guessing aimed at
 * one account from many addresses, which per-IP limits cannot see.
 *
 * The counts live in this process's memory: with several app servers each one counts on its
 * own, so an attacker gets at most `max` tries per window per server. That still bounds
 * guessing; move the counts to PostgreSQL if the shop grows past a handful of servers.
 */
export interface AttemptLimiter {
  /** True once `max` attempts fell inside the window ending now. */
  isBlocked(key: string): boolean;
  record(key: string): void;
  /** Takes back the latest attempt of the key, e.g. one counted before it turned out right. */
  unrecord(key: string): void;
  /** Forgets the key, e.g. after a successful login. */
  reset(key: string): void;
}

export interface AttemptLimiterOptions {
  max: number;
  windowMs: number;
  now: () => Date;
  /** Memory bound: beyond this many keys the one idle longest is forgotten. */
  maxKeys?: number;
}

const DEFAULT_MAX_KEYS = 100_000;

export function createAttemptLimiter(options: AttemptLimiterOptions): AttemptLimiter {
  const { max, windowMs, now } = options;
  const maxKeys = options.maxKeys ?? DEFAULT_MAX_KEYS;
  /** Attempt times per key, oldest first; the Map's order is least recently recorded first. */
  const attempts = new Map<string, number[]>();

  function recent(key: string, at: number): number[] {
    const times = (attempts.get(key) ?? []).filter((time) => time > at - windowMs);
    if (times.length === 0) attempts.delete(key);
    else attempts.set(key, times);
    return times;
  }

  return {
    isBlocked: (key) => recent(key, now().getTime()).length >= max,

    record(key) {
      const at = now().getTime();
      // Only the latest `max` times can ever matter to isBlocked.
      const times = [...recent(key, at), at].slice(-max);
      attempts.delete(key);
      attempts.set(key, times);
      if (attempts.size > maxKeys) {
        const oldest = attempts.keys().next().value;
        if (oldest !== undefined) attempts.delete(oldest);
      }
    },

    unrecord(key) {
      const times = recent(key, now().getTime());
      times.pop();
      if (times.length === 0) attempts.delete(key);
    },

    reset: (key) => void attempts.delete(key),
  };
}
