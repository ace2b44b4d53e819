import type { CreateCounter } from '#server/http/counters';
import { createRecipientLimit } from '#server/http/recipient-limit';

/** A customer ordering again rarely sends more than one or two an hour; a flood sends many. */
export const CONFIRMATIONS_PER_HOUR = 5;
export const CONFIRMATIONS_PER_DAY = 20;

/**
 * How many order confirmations one mailbox receives. Checkout sends one to whatever address
 * is typed, so without a cap anyone could make the shop mail a stranger again and again.
 */
export function createConfirmationLimit(deps: { now: () => Date; createCounter: CreateCounter }) {
  return createRecipientLimit(deps, {
    name: 'order-confirmation',
    perHour: CONFIRMATIONS_PER_HOUR,
    perDay: CONFIRMATIONS_PER_DAY,
  });
}

export type ConfirmationLimit = ReturnType<typeof createConfirmationLimit>;
