import { recipientKey } from '#domain/recipient-key';
import { createAttemptLimiter, type Attempt } from '#server/http/attempt-limiter';
import type { CreateCounter } from '#server/http/counters';

const HOUR_MS = 60 * 60 * 1000;
/** A customer ordering again rarely sends more than one or two an hour; a flood sends many. */
export const CONFIRMATIONS_PER_HOUR = 5;
export const CONFIRMATIONS_PER_DAY = 20;

/**
 * How many order confirmations one mailbox receives. Checkout sends one to whatever address
 * is typed, so without a cap anyone could make the shop mail a stranger again and again.
 * Counted in the shared counters (PostgreSQL), so every app server sees every order.
 */
export function createConfirmationLimit(deps: { now: () => Date; createCounter: CreateCounter }) {
  const perHour = createAttemptLimiter({
    name: 'order-confirmation-hour',
    max: CONFIRMATIONS_PER_HOUR,
    windowMs: HOUR_MS,
    now: deps.now,
    createCounter: deps.createCounter,
  });
  const perDay = createAttemptLimiter({
    name: 'order-confirmation-day',
    max: CONFIRMATIONS_PER_DAY,
    windowMs: 24 * HOUR_MS,
    slices: 24,
    now: deps.now,
    createCounter: deps.createCounter,
  });

  return {
    /**
     * Counts a confirmation to `address`, or null when the mailbox has had its share: then
     * nothing is counted. `undo` takes it back when no confirmation is sent after all.
     */
    async claim(address: string): Promise<Attempt | null> {
      const key = recipientKey(address);
      const hour = await perHour.attempt(key);
      if (!hour) return null;
      const day = await perDay.attempt(key);
      if (!day) {
        await hour.undo();
        return null;
      }
      return { undo: async () => void (await Promise.all([hour.undo(), day.undo()])) };
    },
  };
}

export type ConfirmationLimit = ReturnType<typeof createConfirmationLimit>;
