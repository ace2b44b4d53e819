import { recipientKey } from '#domain/recipient-key';
import { createBatcher } from '#server/lib/batcher';
import { createAttemptLimiter, type Attempt } from './attempt-limiter.ts';
import type { CreateCounter } from './counters.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Claims made while one batch is counted wait for the next: at most this many in one query. */
const MAX_CLAIMS_AT_ONCE = 50;

export interface RecipientLimitOptions {
  /** Keeps this limit's counters apart from others'. */
  name: string;
  perHour: number;
  perDay: number;
}

/**
 * How many of one kind of email a mailbox receives in an hour and in a day, for emails sent to
 * whatever address a visitor types. Counted in the shared counters (PostgreSQL), so every app
 * server sees every email. Claims arriving together are counted together: two queries (the
 * hour's and the day's) for a batch of them, not two for each.
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

  async function claimAll(addresses: string[]): Promise<(Attempt | null)[]> {
    const keys = addresses.map(recipientKey);
    const [hours, days] = await Promise.all([perHour.attemptMany(keys), perDay.attemptMany(keys)]);
    return Promise.all(
      keys.map(async (_, index) => {
        const claimed = [hours[index], days[index]].filter((attempt) => attempt != null);
        const undo = async () => void (await Promise.all(claimed.map((attempt) => attempt.undo())));
        if (claimed.length === 2) return { undo };
        await undo();
        return null;
      }),
    );
  }

  return {
    /**
     * Counts an email to `address`, or null when the mailbox has had its share: then nothing
     * is counted. `undo` takes it back when the email is not sent after all.
     */
    claim: createBatcher(claimAll, { maxBatch: MAX_CLAIMS_AT_ONCE }),
  };
}

export type RecipientLimit = ReturnType<typeof createRecipientLimit>;
