import type { Database } from '#server/db/client';
import { createOutboxRepo, type AddressedEmailRow, type OutboxRow } from './outbox.repo.ts';

/** The emails sent to an address, without bodies; `db` may be the caller's read transaction. */
export function emailsTo(db: Database, address: string): Promise<AddressedEmailRow[]> {
  return createOutboxRepo(db).sentTo(address);
}

/** The emails whose replies go to an address, with their bodies (contact-form messages). */
export function emailsReplyingTo(
  db: Database,
  address: string,
): Promise<(AddressedEmailRow & Pick<OutboxRow, 'body'>)[]> {
  return createOutboxRepo(db).replyingTo(address);
}
