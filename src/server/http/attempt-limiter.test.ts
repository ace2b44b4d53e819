import { describe, expect, it } from 'vitest';
import { createAttemptLimiter } from './attempt-limiter.ts';
import { createCounterFactory } from './counters.ts';

const MINUTE = 60_000;

/** In-memory counters (as on PGlite) and a clock the test moves, starting on a whole minute. */
function limiter(options: { max?: number; windowMs?: number } = {}) {
  let clock = 20 * MINUTE;
  const limits = createAttemptLimiter({
    name: 'test',
    max: options.max ?? 5,
    windowMs: options.windowMs ?? 15 * MINUTE,
    now: () => new Date(clock),
    createCounter: createCounterFactory(null),
  });
  return { limits, advance: (ms: number) => void (clock += ms) };
}

async function attempts(limits: ReturnType<typeof limiter>['limits'], key: string, n: number) {
  const answers = [];
  for (let i = 0; i < n; i += 1) answers.push(await limits.attempt(key));
  return answers.map((answer) => answer !== null);
}

describe('attempt limiter', () => {
  it('refuses a key after max attempts, without counting the refusals, and leaves others alone', async () => {
    const { limits } = limiter();
    expect(await attempts(limits, 'a@example.com', 4)).toEqual([true, true, true, true]);
    expect(await limits.isBlocked('a@example.com')).toBe(false);
    expect(await attempts(limits, 'a@example.com', 3)).toEqual([true, false, false]);
    expect(await limits.isBlocked('a@example.com')).toBe(true);
    expect(await limits.isBlocked('b@example.com')).toBe(false);
    expect(await attempts(limits, 'b@example.com', 1)).toEqual([true]);
  });

  it('counts parallel attempts one by one: exactly max get through', async () => {
    const { limits } = limiter();
    const answers = await Promise.all(Array.from({ length: 20 }, () => limits.attempt('a')));
    expect(answers.filter((answer) => answer !== null)).toHaveLength(5);
  });

  it('slides: each attempt stops counting once it is older than the window', async () => {
    const { limits, advance } = limiter();
    await attempts(limits, 'a', 1);
    advance(5 * MINUTE);
    await attempts(limits, 'a', 4);
    expect(await limits.isBlocked('a')).toBe(true);
    advance(10 * MINUTE - 1);
    expect(await limits.isBlocked('a')).toBe(true);
    advance(1);
    expect(await limits.isBlocked('a')).toBe(false);
    expect(await attempts(limits, 'a', 2)).toEqual([true, false]);
    advance(5 * MINUTE);
    expect(await limits.isBlocked('a')).toBe(false);
  });

  it('takes back one attempt on undo, leaving the others counted', async () => {
    const { limits } = limiter({ max: 2 });
    await limits.attempt('a');
    const second = await limits.attempt('a');
    expect(await limits.isBlocked('a')).toBe(true);
    await second?.undo();
    expect(await limits.isBlocked('a')).toBe(false);
    expect(await attempts(limits, 'a', 2)).toEqual([true, false]);
  });

  it('forgets a key on reset', async () => {
    const { limits, advance } = limiter({ max: 2 });
    await attempts(limits, 'a', 1);
    advance(3 * MINUTE);
    await attempts(limits, 'a', 1);
    await limits.reset('a');
    expect(await limits.isBlocked('a')).toBe(false);
    expect(await attempts(limits, 'a', 2)).toEqual([true, true]);
  });

  it('keeps long keys and the key text itself out of the counter keys', async () => {
    const { limits } = limiter({ max: 1 });
    const long = `${'x'.repeat(300)}@example.com`;
    expect(await attempts(limits, long, 2)).toEqual([true, false]);
    expect(await limits.isBlocked(`${'x'.repeat(299)}@example.com`)).toBe(false);
  });
});
