import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#test-support/test-database';
import { createAttemptLimiter } from './attempt-limiter.ts';
import { createCounterFactory } from './counters.ts';

const MINUTE = 60_000;

/**
 * The attempt limiter on the counters the shop runs with: rows of rate_limits on PostgreSQL
 * (read a window's slices in one query), memory on PGlite.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

function limiter(name: string) {
  let clock = Math.floor(Date.now() / MINUTE) * MINUTE;
  const limits = createAttemptLimiter({
    name,
    max: 5,
    windowMs: 15 * MINUTE,
    now: () => new Date(clock),
    createCounter: createCounterFactory(database.pool),
  });
  return { limits, advance: (ms: number) => void (clock += ms) };
}

describe('attempt limiter on the shared counters', () => {
  it('adds up the slices of the window, and lets an attempt go once its slice has left it', async () => {
    const { limits, advance } = limiter('window');
    expect(await limits.attempt('a@example.com')).not.toBeNull();
    for (let i = 0; i < 4; i += 1) {
      advance(MINUTE);
      expect(await limits.attempt('a@example.com')).not.toBeNull();
    }
    expect(await limits.isBlocked('a@example.com')).toBe(true);
    expect(await limits.attempt('a@example.com')).toBeNull();
    expect(await limits.isBlocked('b@example.com')).toBe(false);
    // The first attempt's slice leaves the 15-minute window: one attempt may come in again.
    advance(11 * MINUTE);
    expect(await limits.isBlocked('a@example.com')).toBe(false);
    expect(await limits.attempt('a@example.com')).not.toBeNull();
    expect(await limits.attempt('a@example.com')).toBeNull();
  });

  it('lets exactly max of many parallel attempts through, and an undo gives one back', async () => {
    const { limits } = limiter('parallel');
    const answers = await Promise.all(Array.from({ length: 20 }, () => limits.attempt('c')));
    const through = answers.filter((answer) => answer !== null);
    expect(through).toHaveLength(5);
    await through[0]!.undo();
    expect(await limits.isBlocked('c')).toBe(false);
    expect(await limits.attempt('c')).not.toBeNull();
    expect(await limits.isBlocked('c')).toBe(true);
  });
});

describe('attempts counted together', () => {
  it('let the first of one key through up to max, every other key as alone, and count no more', async () => {
    const { limits, advance } = limiter('together');
    expect(await limits.attempt('d')).not.toBeNull();
    advance(MINUTE);
    const answers = await limits.attemptMany(['d', 'e', 'd', 'd', 'd', 'd', 'd', 'e']);
    expect(answers.map((answer) => answer !== null)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
      true,
    ]);
    // The refused were not counted: an undo lets exactly one more in.
    expect(await limits.attempt('d')).toBeNull();
    await answers[0]!.undo();
    expect(await limits.attempt('d')).not.toBeNull();
    expect(await limits.isBlocked('d')).toBe(true);
    expect(await limits.isBlocked('e')).toBe(false);
  });
});
