import type { ContactMessage } from '#shared/schemas/contact';
import type { Database } from '#server/db/client';
import { emailsReplyingTo } from '../mail/mail-history.ts';
import type { Outbox } from '../mail/outbox.ts';
import { contactMessageEmail, readContactMessage } from '../mail/templates/contact-email.ts';
import type { SettingsService } from '../settings/settings.service.ts';

export function createContactService(deps: {
  db: Database;
  settings: SettingsService;
  outbox: Pick<Outbox, 'queue'>;
}) {
  return {
    /** Queues the message for the customer service address; the outbox delivers it. */
    async send(message: ContactMessage): Promise<void> {
      const to = await deps.settings.customerServiceEmail();
      await deps.outbox.queue(deps.db, [contactMessageEmail(message, to)]);
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
