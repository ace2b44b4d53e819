import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { EMAIL_STATUSES } from '#domain/email-status';
import { createdAt } from '#server/db/columns';
import type { EmailDocument, MailAttachment } from '#server/db/email-document';
import { customers } from '../customers/customers.tables.ts';
import { orders } from '../orders/orders.tables.ts';

export const EMAIL_KINDS = ['transactional', 'marketing'] as const;

export type EmailKind = (typeof EMAIL_KINDS)[number];

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    // The email as blocks; the worker renders its HTML and text when it sends it.
    body: jsonb('body').$type<EmailDocument>().notNull(),
    status: text('status', { enum: EMAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /**
     * Set on an email held back for a while (nextAttemptAt in the future) so the change that
     * queued it can still be undone: while unsent, a newer change under the same key withdraws it.
     */
    holdKey: text('hold_key'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Files sent with the email (an invoice), kept with it so a retry sends the same bytes. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    /**
     * 'marketing' emails are queued only with the customer's consent and get their unsubscribe
     * headers and link when sent; every other email is 'transactional' and never carries them.
     */
    kind: text('kind', { enum: EMAIL_KINDS }).notNull().default('transactional'),
    /**
     * The account an email is about: a marketing email's unsubscribe link is made from it, and
     * a customer's own export lists the account's emails by it before the address is verified.
     */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** When the email was erased with its person (address, subject, body); the times stay. */
    bodyClearedAt: timestamp('body_cleared_at', { withTimezone: true }),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_order_id_idx').on(t.orderId),
    // The retention job's daily look for emails sent or given up before their period.
    index('email_outbox_done_idx')
      .on(t.createdAt)
      .where(sql`status <> 'pending'`),
  ],
);
