import { createHash } from 'node:crypto';
import type { CreateCounter } from './counters.ts';

/**
 * Counts attempts per key (an email address, a device) in a sliding window, to stop guessing
 * aimed at one account from many addresses, which per-IP limits cannot see.
 *
 * The counts are shared counters (counters.ts: PostgreSQL on a shared database), so every app
 * server sees every attempt: spreading guesses across servers gains nothing. The window is cut
 * into `slices` parts, each one counter; an attempt stops counting when its slice leaves the
 * window, so to within one slice (a minute of a 15-minute window). Slices are taken from the
 * injected clock, which tests move; the counters' own expiry only clears old rows away.
 */
export interface AttemptLimiter {
  /**
   * Counts an attempt, unless `max` already fell inside the window: then null, and nothing is
   * counted. Atomic across servers, so parallel attempts cannot slip past the limit together.
   */
  attempt(key: string): Promise<Attempt | null>;
  /**
   * Counts the attempts of several keys at once, in one query: each as `attempt` would, and
   * of one key named several times, the first ones up to `max`.
   */
  attemptMany(keys: readonly string[]): Promise<(Attempt | null)[]>;
  /** True once `max` attempts fell inside the window ending now. */
  isBlocked(key: string): Promise<boolean>;
  /** Forgets the key, e.g. after a successful login. */
  reset(key: string): Promise<void>;
}

export interface Attempt {
  /** Takes this attempt back, e.g. one counted before it turned out right. */
  undo(): Promise<void>;
}

export interface AttemptLimiterOptions {
  /** Keeps this limiter's counters apart from others'. */
  name: string;
  max: number;
  windowMs: number;
  now: () => Date;
  createCounter: CreateCounter;
  slices?: number;
}

const DEFAULT_SLICES = 15;

/** Keys are hashed: emails stay out of the table, and long ones still fit its key column. */
const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url');

export function createAttemptLimiter(options: AttemptLimiterOptions): AttemptLimiter {
  const { max, windowMs, now } = options;
  const slices = options.slices ?? DEFAULT_SLICES;
  const sliceMs = windowMs / slices;
  const counter = options.createCounter({
    keyPrefix: `attempts:${options.name}`,
    // A slice counts for one window after it ends; then its row is only clutter.
    durationMs: windowMs + sliceMs,
  });

  /** The current slice's key first, then the keys of the earlier slices still in the window. */
  function sliceKeys(key: string): string[] {
    const hashed = hashKey(key);
    const current = Math.floor(now().getTime() / sliceMs);
    return Array.from({ length: slices }, (_, back) => `${hashed}:${current - back}`);
  }

  const counted = (sliceKey: string): Attempt => ({
    undo: async () => void (await counter.reward(sliceKey, 1)),
  });

  async function attemptMany(keys: readonly string[]): Promise<(Attempt | null)[]> {
    const byKey = new Map<string, { others: string[]; indexes: number[] }>();
    keys.forEach((key, index) => {
      const [current = '', ...others] = sliceKeys(key);
      const entry = byKey.get(current) ?? { others, indexes: [] };
      entry.indexes.push(index);
      byKey.set(current, entry);
    });
    const items = [...byKey].map(([key, { others, indexes }]) => ({
      key,
      points: indexes.length,
      others,
    }));
    const totals = await counter.addAndSum(items);
    const results: (Attempt | null)[] = keys.map(() => null);
    await Promise.all(
      items.map(async ({ key, points }, item) => {
        const before = (totals[item] ?? 0) - points;
        const allowed = Math.max(0, Math.min(points, max - before));
        // Those past the limit are not counted: their points are given back.
        if (allowed < points) await counter.reward(key, points - allowed);
        for (const index of byKey.get(key)?.indexes.slice(0, allowed) ?? []) {
          results[index] = counted(key);
        }
      }),
    );
    return results;
  }

  return {
    attempt: async (key) => (await attemptMany([key]))[0] ?? null,
    attemptMany,

    isBlocked: async (key) => (await counter.sumOf(sliceKeys(key))) >= max,

    async reset(key) {
      await Promise.all(sliceKeys(key).map((sliceKey) => counter.delete(sliceKey)));
    },
  };
}
