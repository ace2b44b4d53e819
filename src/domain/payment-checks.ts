// When the shop asks the provider again about an open payment attempt (the reconciliation job).

/** An attempt read without trouble is read again after this long, until it is final. */
export const CHECK_INTERVAL_MS = 60_000;

/** The first retry after a failed status read; each further failure in a row doubles it. */
export const FIRST_RETRY_MS = 60_000;

/** The longest the shop waits between two reads of one attempt, however often reads failed. */
export const MAX_RETRY_MS = 60 * 60_000;

/**
 * An attempt still pending this long after it was made is given up: marked failed and expired,
 * and no longer read (one the bank accepted is kept: its money may still arrive). Hosted bank payments are approved within minutes; a day covers a shop that
 * was down overnight and a provider that was unreachable for hours.
 */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/**
 * How long to wait before the next read after `failures` failed reads in a row (at least one):
 * 1 min, 2, 4, 8 ... capped at MAX_RETRY_MS.
 */
export function retryDelayMs(failures: number): number {
  if (!Number.isSafeInteger(failures) || failures < 1) {
    throw new RangeError(`Failures must be a positive integer, got ${failures}`);
  }
  // 2 ** 30 minutes is far past the cap already: stop doubling before the number overflows.
  const doublings = Math.min(failures - 1, 30);
  return Math.min(FIRST_RETRY_MS * 2 ** doublings, MAX_RETRY_MS);
}

/** When to read an attempt next: after a successful read (failures 0) or the nth failure. */
export function nextCheckAt(now: Date, failures: number): Date {
  const delay = failures === 0 ? CHECK_INTERVAL_MS : retryDelayMs(failures);
  return new Date(now.getTime() + delay);
}

/** An open attempt made at `createdAt` is past the age the shop keeps asking about it. */
export function isPastGiveUpAge(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() >= GIVE_UP_AFTER_MS;
}
