import { recipientKey } from '#domain/recipient-key';
import { createAttemptLimiter, type Attempt } from './attempt-limiter.ts';
import type { CreateCounter } from './counters.ts';

const HOUR_MS = 60 * 60 * 1000;

export interface RecipientLimitOptions {
  /** Keeps this limit's counters apart from others'. */
  name: string;
  perHour: number;
  perDay: number;
}

/**
 * How many of one kind of email a mailbox receives in an hour and in a day, for emails sent to
 * whatever address a visitor types. Counted in the shared counters (PostgreSQL), so every app
 * server sees every email.
 */
export function createRecipientLimit(
  deps: { now: () => Date; createCounter: CreateCounter },
  options: RecipientLimitOptions,
) {
  const perHour = createAttemptLimiter({
    name: `${options.name}-hour`,
    max: options.perHour,
    windowMs: HOUR_MS,
    now: deps.now,
    createCounter: deps.createCounter,
  });
  const perDay = createAttemptLimiter({
    name: `${options.name}-day`,
    max: options.perDay,
    windowMs: 24 * HOUR_MS,
    slices: 24,
    now: deps.now,
    createCounter: deps.createCounter,
  });

  return {
    /**
     * Counts an email to `address`, or null when the mailbox has had its share: then nothing
     * is counted. `undo` takes it back when the email is not sent after all.
     */
    async claim(address: string): Promise<Attempt | null> {
      const key = recipientKey(address);
      const [hour, day] = await Promise.all([perHour.attempt(key), perDay.attempt(key)]);
      const claimed = [hour, day].filter((attempt) => attempt !== null);
      const undo = async () => void (await Promise.all(claimed.map((attempt) => attempt.undo())));
      if (claimed.length < 2) {
        await undo();
        return null;
      }
      return { undo };
    },
  };
}

export type RecipientLimit = ReturnType<typeof createRecipientLimit>;
