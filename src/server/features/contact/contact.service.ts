import type { ContactMessage } from '#shared/schemas/contact';
import type { Database } from '#server/db/client';
import { createOutboxRepo } from '../mail/outbox.repo.ts';
import { contactMessageEmail } from '../mail/templates/contact-email.ts';
import type { SettingsService } from '../settings/settings.service.ts';

export function createContactService(deps: {
  db: Database;
  settings: SettingsService;
  onMailQueued: () => void;
}) {
  return {
    /** Queues the message for the customer service address; the outbox delivers it. */
    async send(message: ContactMessage): Promise<void> {
      const to = await deps.settings.customerServiceEmail();
      await createOutboxRepo(deps.db).enqueue([contactMessageEmail(message, to)]);
      deps.onMailQueued();
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
