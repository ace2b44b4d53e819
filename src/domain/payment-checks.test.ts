import { describe, expect, it } from 'vitest';
import {
  CHECK_INTERVAL_MS,
  GIVE_UP_AFTER_MS,
  isPastGiveUpAge,
  MAX_RETRY_MS,
  nextCheckAt,
  retryDelayMs,
} from './payment-checks.ts';

const MINUTE = 60_000;

describe('retryDelayMs', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 4],
    [4, 8],
    [5, 16],
    [6, 32],
    [7, 60],
    [8, 60],
    [1000, 60],
  ])('after %i failed reads in a row waits %i minutes', (failures, minutes) => {
    expect(retryDelayMs(failures)).toBe(minutes * MINUTE);
  });

  it('never shrinks as failures grow, and never passes the cap', () => {
    let previous = 0;
    for (let failures = 1; failures <= 100; failures += 1) {
      const delay = retryDelayMs(failures);
      expect(delay).toBeGreaterThanOrEqual(previous);
      expect(delay).toBeLessThanOrEqual(MAX_RETRY_MS);
      previous = delay;
    }
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses %s failures', (failures) => {
    expect(() => retryDelayMs(failures)).toThrow(RangeError);
  });
});

describe('nextCheckAt', () => {
  const now = new Date('2026-03-01T12:00:00Z');

  it('reads again after the normal interval when the read worked', () => {
    expect(nextCheckAt(now, 0).getTime() - now.getTime()).toBe(CHECK_INTERVAL_MS);
  });

  it('backs off after failures', () => {
    expect(nextCheckAt(now, 3).toISOString()).toBe('2026-03-01T12:04:00.000Z');
  });
});

describe('isPastGiveUpAge', () => {
  const now = new Date('2026-03-02T12:00:00Z');

  it('gives up on an attempt a day old, not on one a moment younger', () => {
    expect(isPastGiveUpAge(new Date(now.getTime() - GIVE_UP_AFTER_MS), now)).toBe(true);
    expect(isPastGiveUpAge(new Date(now.getTime() - GIVE_UP_AFTER_MS + 1), now)).toBe(false);
  });
});
