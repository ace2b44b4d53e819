import { describeOrderEvent } from '#domain/order-event-text';
import type { OrderEvent } from '#shared/schemas/admin';
import type { OutboxHistoryRow, OutboxRow } from '../mail/mail-history.ts';
import type { OrderEventWithPerson } from './orders-admin.repo.ts';

const EMAIL_EVENT = {
  pending: 'email_queued',
  sent: 'email_sent',
  failed: 'email_failed',
} as const satisfies Record<OutboxRow['status'], string>;

function fromEvent(row: OrderEventWithPerson): OrderEvent {
  return {
    description: describeOrderEvent(row),
    id: `event-${row.id}`,
    actor: row.actor,
    by: row.staffName,
    type: row.type,
    field: row.field,
    oldValue: row.oldValue,
    newValue: row.newValue,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An email is its own record: queued, then sent (at the time it went) or given up. */
function fromEmail(row: OutboxHistoryRow): OrderEvent {
  const facts = {
    type: EMAIL_EVENT[row.status],
    field: null,
    oldValue: null,
    newValue: row.toAddress,
  };
  return {
    id: `email-${row.id}`,
    actor: 'system',
    by: null,
    ...facts,
    createdAt: (row.sentAt ?? row.createdAt).toISOString(),
    description: describeOrderEvent(facts),
  };
}

/**
 * The order's history: the events written with each change, and the order's emails from the
 * outbox, which already records each one (so placing an order writes no row per email twice).
 * Oldest first; at the same moment an event comes before an email, as the change caused it.
 */
export function orderHistory(
  events: OrderEventWithPerson[],
  emails: OutboxHistoryRow[],
): OrderEvent[] {
  const entries = [...events.map(fromEvent), ...emails.map(fromEmail)];
  // Array.prototype.sort is stable: ties keep events (in id order) ahead of emails.
  return entries.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}
