import { describe, expect, it } from 'vitest';
import { createAttemptLimiter } from './attempt-limiter.ts';

const MINUTE = 60_000;

function limiter(options: { max?: number; windowMs?: number; maxKeys?: number } = {}) {
  let clock = 1_000_000;
  const limits = createAttemptLimiter({
    max: options.max ?? 5,
    windowMs: options.windowMs ?? 15 * MINUTE,
    now: () => new Date(clock),
    ...(options.maxKeys ? { maxKeys: options.maxKeys } : {}),
  });
  return { limits, advance: (ms: number) => void (clock += ms) };
}

describe('attempt limiter', () => {
  it('blocks a key after max attempts and leaves other keys alone', () => {
    const { limits } = limiter();
    for (let i = 0; i < 4; i += 1) limits.record('a@example.com');
    expect(limits.isBlocked('a@example.com')).toBe(false);
    limits.record('a@example.com');
    expect(limits.isBlocked('a@example.com')).toBe(true);
    expect(limits.isBlocked('b@example.com')).toBe(false);
  });

  it('slides: each attempt stops counting once it is older than the window', () => {
    const { limits, advance } = limiter();
    limits.record('a');
    advance(5 * MINUTE);
    for (let i = 0; i < 4; i += 1) limits.record('a');
    expect(limits.isBlocked('a')).toBe(true);
    advance(10 * MINUTE - 1);
    expect(limits.isBlocked('a')).toBe(true);
    advance(1);
    expect(limits.isBlocked('a')).toBe(false);
    limits.record('a');
    expect(limits.isBlocked('a')).toBe(true);
    advance(5 * MINUTE);
    expect(limits.isBlocked('a')).toBe(false);
  });

  it('takes back the latest attempt on unrecord, leaving the others counted', () => {
    const { limits } = limiter({ max: 2 });
    limits.record('a');
    limits.record('a');
    limits.unrecord('a');
    expect(limits.isBlocked('a')).toBe(false);
    limits.record('a');
    expect(limits.isBlocked('a')).toBe(true);
    limits.unrecord('a');
    limits.unrecord('a');
    limits.unrecord('a');
    limits.record('a');
    expect(limits.isBlocked('a')).toBe(false);
  });

  it('forgets a key on reset', () => {
    const { limits } = limiter({ max: 2 });
    limits.record('a');
    limits.record('a');
    limits.reset('a');
    expect(limits.isBlocked('a')).toBe(false);
  });

  it('keeps memory bounded by forgetting the key recorded least recently', () => {
    const { limits } = limiter({ max: 1, maxKeys: 2 });
    limits.record('a');
    limits.record('b');
    limits.record('a');
    limits.record('c');
    expect(limits.isBlocked('a')).toBe(true);
    expect(limits.isBlocked('b')).toBe(false);
    expect(limits.isBlocked('c')).toBe(true);
  });
});
