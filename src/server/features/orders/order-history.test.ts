import { describe, expect, it } from 'vitest';
import type { OutboxRow } from '../mail/mail-history.ts';
import { orderHistory } from './order-history.ts';
import type { OrderEventWithPerson } from './orders-admin.repo.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 9, minute));

const event = (id: number, type: string, minute: number): OrderEventWithPerson => ({
  id,
  orderId: 7,
  actor: type === 'created' ? 'customer' : 'admin',
  type,
  field: null,
  oldValue: null,
  newValue: null,
  staffId: type === 'created' ? null : 2,
  staffName: type === 'created' ? null : 'Olive Office',
  createdAt: at(minute),
});

const email = (
  id: number,
  status: OutboxRow['status'],
  minute: number,
  sentMinute: number | null = null,
): OutboxRow => ({
  id,
  toAddress: `to${id}@example.com`,
  replyTo: null,
  subject: 'Order confirmation #7',
  body: { title: '', preheader: '', blocks: [], footer: [] },
  status,
  attempts: 1,
  nextAttemptAt: at(minute),
  lastError: null,
  orderId: 7,
  attachments: null,
  bodyClearedAt: null,
  holdKey: null,
  createdAt: at(minute),
  sentAt: sentMinute === null ? null : at(sentMinute),
  kind: 'transactional',
  customerId: null,
});

describe('orderHistory', () => {
  it('shows each email as queued, sent (when it went) or failed, among the events by time', () => {
    const history = orderHistory(
      [event(1, 'created', 0), event(2, 'status_changed', 10), event(3, 'email_resent', 20)],
      [email(1, 'sent', 0, 1), email(2, 'failed', 0), email(3, 'pending', 20)],
    );
    expect(history.map((e) => [e.id, e.type, e.actor, e.newValue, e.createdAt])).toEqual([
      ['event-1', 'created', 'customer', null, at(0).toISOString()],
      ['email-2', 'email_failed', 'system', 'to2@example.com', at(0).toISOString()],
      ['email-1', 'email_sent', 'system', 'to1@example.com', at(1).toISOString()],
      ['event-2', 'status_changed', 'admin', null, at(10).toISOString()],
      ['event-3', 'email_resent', 'admin', null, at(20).toISOString()],
      ['email-3', 'email_queued', 'system', 'to3@example.com', at(20).toISOString()],
    ]);
  });

  it('is empty for an order with neither', () => {
    expect(orderHistory([], [])).toEqual([]);
  });
});
