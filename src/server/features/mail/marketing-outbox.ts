import type { Database } from '#server/db/client';
import type { MarketingConsentService } from '../marketing/marketing-consent.service.ts';
import { createOutboxRepo, type OutboxMessage } from './outbox.repo.ts';

/** A marketing email is always for one customer: their consent and unsubscribe link. */
export type MarketingMessage = OutboxMessage & { customerId: number };

/**
 * How marketing is queued (features call outbox.queueMarketing, which seals the links first):
 * each message goes only to a customer whose latest choice is a yes, read in the caller's
 * transaction. The rest are refused and named, so a sender of
 * reminders can count them. Unsubscribe headers and link are added when each is sent.
 */
export async function queueMarketingEmails(
  tx: Database,
  consent: Pick<MarketingConsentService, 'consenting'>,
  messages: MarketingMessage[],
): Promise<{ queued: number[]; refused: number[] }> {
  const allowed = new Set(
    await consent.consenting(
      messages.map((m) => m.customerId),
      tx,
    ),
  );
  const queued = await createOutboxRepo(tx).enqueueMarketing(
    messages.filter((m) => allowed.has(m.customerId)),
  );
  const refused = messages.filter((m) => !allowed.has(m.customerId)).map((m) => m.customerId);
  return { queued, refused };
}
