import type { Database } from '#server/db/client';
import {
  createOutboxRepo,
  type AddressedEmailRow,
  type OutboxHistoryRow,
  type OutboxRow,
} from './outbox.repo.ts';

export type { AddressedEmailRow, OutboxHistoryRow, OutboxRow } from './outbox.repo.ts';

/** The emails sent to an address, without bodies; `db` may be the caller's read transaction. */
export function emailsTo(db: Database, address: string): Promise<AddressedEmailRow[]> {
  return createOutboxRepo(db).sentTo(address);
}

/**
 * The emails sent to an address about one account and its orders, without bodies: all a
 * customer's export may list while the address is not proven theirs.
 */
export function accountEmailsTo(
  db: Database,
  address: string,
  account: { customerId: number; orderIds: readonly number[] },
): Promise<AddressedEmailRow[]> {
  return createOutboxRepo(db).sentToAbout(address, account);
}

/** The emails whose replies go to an address, with their bodies (contact-form messages). */
export function emailsReplyingTo(
  db: Database,
  address: string,
): Promise<(AddressedEmailRow & Pick<OutboxRow, 'body'>)[]> {
  return createOutboxRepo(db).replyingTo(address);
}

/** An order's emails, oldest first, as its history tells them: without bodies or attachments. */
export function orderEmailHistory(db: Database, orderId: number): Promise<OutboxHistoryRow[]> {
  return createOutboxRepo(db).historyByOrder(orderId);
}
