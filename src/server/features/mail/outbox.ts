import type { Database } from '#server/db/client';
import { afterCommit } from '#server/db/transaction';
import type { MarketingConsentService } from '../marketing/marketing-consent.service.ts';
import type { MailAttachment } from '#server/db/email-document';
import { queueMarketingEmails, type MarketingMessage } from './marketing-outbox.ts';
import { createOutboxRepo, type OutboxMessage } from './outbox.repo.ts';
import { linkSealingKey, sealLinks } from './sealed-links.ts';

export type { AttachedFile, OutboxMessage } from './outbox.repo.ts';

/**
 * How other features send email: they queue it in their own transaction, so it goes if and
 * only if their change commits. Counting it and waking the worker wait for that commit (a
 * worker woken earlier would not see the row yet, and a rolled-back email was never queued),
 * which is why `queue` hands them to afterCommit instead of leaving every caller to do it.
 * Every email's links are sealed on the way in (sealed-links.ts).
 */
export function createOutbox(deps: {
  /** After the queuing transaction commits: count the emails and wake the mail worker. */
  onQueued: (count: number) => void;
  /** SECRETS_KEY: the links of queued emails are sealed with it until they are sent. */
  secretsKey: string;
}) {
  const key = linkSealingKey(deps.secretsKey);
  const sealed = <M extends OutboxMessage>(messages: M[]): M[] =>
    messages.map((message) => ({ ...message, body: sealLinks(key, message.body) }));

  return {
    /**
     * Queues transactional emails in `tx` (a transaction begun by createTransaction, or the
     * database for an email on its own) and answers their ids.
     */
    async queue(tx: Database, messages: OutboxMessage[]): Promise<number[]> {
      const ids = await createOutboxRepo(tx).enqueue(sealed(messages));
      if (ids.length > 0) afterCommit(tx, () => deps.onQueued(ids.length));
      return ids;
    },

    /** Marketing emails, to the customers who consent (queueMarketingEmails). */
    queueMarketing(
      tx: Database,
      consent: Pick<MarketingConsentService, 'consenting'>,
      messages: MarketingMessage[],
    ): Promise<{ queued: number[]; refused: number[] }> {
      return queueMarketingEmails(tx, consent, sealed(messages));
    },

    /**
     * Queues emails that must reach the customer after any email of the order still held back
     * (a receipt after the cancellation that promised it): due with the last of those, and
     * queued after it, so the worker sends it second.
     */
    async queueAfterHeld(
      tx: Database,
      orderId: number,
      messages: OutboxMessage[],
      now: Date,
    ): Promise<number[]> {
      const until = await createOutboxRepo(tx).heldUntil(orderId, now);
      return this.queue(
        tx,
        messages.map((message) => (until ? { ...message, sendAfter: until } : message)),
      );
    },

    /**
     * Withdraws, in `tx`, the orders' emails still held back under keys starting with
     * `keyPrefix`, and answers them (see OutboxMessage.holdKey).
     */
    withdrawHeld(
      tx: Database,
      orderIds: number[],
      keyPrefix: string,
      now: Date,
    ): Promise<{ orderId: number; holdKey: string; attachments: MailAttachment[] }[]> {
      return createOutboxRepo(tx).withdrawHeld(orderIds, keyPrefix, now);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

/**
 * Removes the links of emails no longer waiting to be sent (housekeeping); answers how many
 * emails changed.
 */
export function removeSentEmailLinks(db: Database): Promise<number> {
  return createOutboxRepo(db).removeSentLinks();
}

export { attachedFileNames } from './outbox.repo.ts';

/** The files the orders' emails carry, and whether and when each email went. */
export function attachedFiles(db: Database, orderIds: readonly number[]) {
  return createOutboxRepo(db).attachedFiles(orderIds);
}

/** How many emails wait to be sent, and since when (the metrics' outbox gauge). */
export function pendingEmails(
  db: Database,
): Promise<{ pending: number; oldestCreatedAt: Date | null }> {
  return createOutboxRepo(db).pendingSummary();
}
