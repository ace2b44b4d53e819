import type { ContactMessage } from '#shared/schemas/contact';
import type { Database } from '#server/db/client';
import type { Transaction } from '#server/db/transaction';
import type { CreateCounter } from '#server/http/counters';
import { emailsReplyingTo } from '../mail/mail-history.ts';
import type { Outbox } from '../mail/outbox.ts';
import { contactAcknowledgementEmail } from '../mail/templates/contact-acknowledgement-email.ts';
import { contactMessageEmail, readContactMessage } from '../mail/templates/contact-email.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { createAcknowledgementLimit } from './acknowledgement-limit.ts';

export function createContactService(deps: {
  transaction: Transaction;
  now: () => Date;
  createCounter: CreateCounter;
  settings: SettingsService;
  outbox: Pick<Outbox, 'queue'>;
}) {
  const acknowledgements = createAcknowledgementLimit(deps);

  return {
    /**
     * Queues the message for the customer service address and, while the sender's mailbox is
     * under its limit, an acknowledgement to the sender; the outbox delivers them.
     */
    async send(message: ContactMessage): Promise<void> {
      const customerService = await deps.settings.customerServiceEmail();
      const acknowledgement = await acknowledgements.claim(message.email);
      try {
        await deps.transaction((tx) =>
          deps.outbox.queue(tx, [
            contactMessageEmail(message, customerService),
            ...(acknowledgement ? [contactAcknowledgementEmail(message, customerService)] : []),
          ]),
        );
      } catch (error) {
        await acknowledgement?.undo();
        throw error;
      }
    },
  };
}

/**
 * The contact-form messages an address sent, oldest first, as a person's data export lists
 * them; `db` is the caller's read transaction.
 */
export async function contactMessagesFrom(db: Database, email: string) {
  const rows = await emailsReplyingTo(db, email);
  return rows.flatMap((row) => {
    const message = readContactMessage(row.body);
    return message ? [{ sentAt: row.createdAt, ...message }] : [];
  });
}

export type ContactService = ReturnType<typeof createContactService>;
