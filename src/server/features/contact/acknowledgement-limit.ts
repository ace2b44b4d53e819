import type { CreateCounter } from '#server/http/counters';
import { createRecipientLimit } from '#server/http/recipient-limit';

/** Someone writing to the shop sends one or two messages; more are a flood. */
export const ACKNOWLEDGEMENTS_PER_HOUR = 3;
export const ACKNOWLEDGEMENTS_PER_DAY = 10;

/**
 * How many contact-form acknowledgements one mailbox receives. The form takes any address and
 * the acknowledgement carries the text typed into it, so without a cap anyone could make the
 * shop mail a stranger again and again (as with order confirmations). Past the cap the message
 * still reaches customer service; only the acknowledgement is left out.
 */
export function createAcknowledgementLimit(deps: {
  now: () => Date;
  createCounter: CreateCounter;
}) {
  return createRecipientLimit(deps, {
    name: 'contact-acknowledgement',
    perHour: ACKNOWLEDGEMENTS_PER_HOUR,
    perDay: ACKNOWLEDGEMENTS_PER_DAY,
  });
}
