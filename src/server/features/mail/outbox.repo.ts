import { and, asc, eq, gt, inArray, isNotNull, like, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { orderEvents } from '../orders/orders.tables.ts';
import { emailOutbox } from './mail.tables.ts';
import type { EmailDocument, MailAttachment } from '#server/db/email-document';
import { bodyHasLinks, bodyWithoutLinks } from './outbox-links.ts';

export type OutboxRow = typeof emailOutbox.$inferSelect;
/** An email as an order's history tells it: to whom, and whether and when it went. */
export type OutboxHistoryRow = Pick<
  OutboxRow,
  'id' | 'toAddress' | 'status' | 'createdAt' | 'sentAt'
>;

const addressedColumns = {
  id: emailOutbox.id,
  subject: emailOutbox.subject,
  orderId: emailOutbox.orderId,
  status: emailOutbox.status,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
};
export type AddressedEmailRow = Pick<
  OutboxRow,
  'id' | 'subject' | 'orderId' | 'status' | 'createdAt' | 'sentAt'
>;

/** A file an order's email carries, and whether and when that email went. */
/** How a history event lists the files of an email that is no longer kept. */
export const FILE_NAME_SEPARATOR = ', ';

/** The names of an email's files as its history event keeps them, or null when it had none. */
export function attachedFileNames(attachments: readonly MailAttachment[] | null): string | null {
  const names = (attachments ?? []).map((file) => file.filename);
  return names.length > 0 ? names.join(FILE_NAME_SEPARATOR) : null;
}

export interface AttachedFile {
  orderId: number;
  fileName: string;
  status: OutboxRow['status'];
  sentAt: Date | null;
}

/** One email to queue. Written in the caller's transaction, delivered later by the mail worker. */
export interface OutboxMessage {
  to: string;
  replyTo?: string | null;
  subject: string;
  /** Rendered to HTML and plain text when sent: far less to write than both bodies. */
  body: EmailDocument;
  orderId?: number | null;
  /** Files sent with it (an invoice PDF), stored with the message. */
  attachments?: MailAttachment[];
  /** Held back until then, so the change that queued it can still be undone; default now. */
  sendAfter?: Date;
  /** Names a held email so a later change can withdraw it (withdrawHeld). */
  holdKey?: string | null;
  /**
   * The account the email is about (welcome, verification, password emails, marketing): a
   * customer's own export lists it before their address is verified, and it goes with the
   * account. An email about an order names the order instead.
   */
  customerId?: number | null;
}

/** Long provider answers are cut so one bad reply cannot bloat the table. */
const MAX_ERROR_LENGTH = 2000;
const clip = (error: string) => error.slice(0, MAX_ERROR_LENGTH);

/**
 * The only SQL for the email outbox. `db` may be a transaction: enqueue then commits or rolls
 * back with the change that caused the email. All times come from the caller (never the
 * database clock), so tests can move time and every app server agrees on its own `now`.
 */
export function createOutboxRepo(db: Database) {
  async function insert(messages: OutboxMessage[], kind: 'marketing' | null): Promise<number[]> {
    if (messages.length === 0) return [];
    const rows = await db
      .insert(emailOutbox)
      .values(
        messages.map((m) => ({
          toAddress: m.to,
          replyTo: m.replyTo ?? null,
          subject: m.subject,
          body: m.body,
          orderId: m.orderId ?? null,
          attachments: m.attachments?.length ? m.attachments : null,
          holdKey: m.holdKey ?? null,
          ...(m.sendAfter ? { nextAttemptAt: m.sendAfter } : {}),
          customerId: m.customerId ?? null,
          ...(kind ? { kind } : {}),
        })),
      )
      .returning({ id: emailOutbox.id });
    return rows.map((r) => r.id);
  }

  return {
    /** Transactional emails only: marketing goes through queueMarketingEmails. */
    enqueue: (messages: OutboxMessage[]): Promise<number[]> => insert(messages, null),

    /** Marketing emails whose consent the caller has checked (queueMarketingEmails). */
    enqueueMarketing: (messages: (OutboxMessage & { customerId: number })[]): Promise<number[]> =>
      insert(messages, 'marketing'),

    /**
     * Claims up to `limit` due rows in one statement: the subquery locks them with
     * SKIP LOCKED, so concurrent claimers (other workers, other app servers) each get
     * different rows, and the update moves nextAttemptAt to a lease. A worker that dies
     * mid-send leaves its rows to be claimed again once the lease runs out. The re-check of
     * the WHERE clause on locked rows means a row claimed a moment ago is not due any more.
     */
    async claimDue(now: Date, limit: number, leaseMs: number): Promise<OutboxRow[]> {
      const due = db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)))
        .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(emailOutbox)
        .set({
          attempts: sql`${emailOutbox.attempts} + 1`,
          nextAttemptAt: new Date(now.getTime() + leaseMs),
        })
        .where(inArray(emailOutbox.id, due))
        .returning();
      // RETURNING has no order; oldest first keeps delivery close to queue order.
      return rows.sort((a, b) => a.id - b.id);
    },

    /**
     * Deletes the orders' emails still held back under keys starting with `keyPrefix`, and
     * answers them. A row being sent has left the hold (claiming counts an attempt), so it stays.
     */
    async withdrawHeld(
      orderIds: number[],
      keyPrefix: string,
      now: Date,
    ): Promise<{ orderId: number; holdKey: string; attachments: MailAttachment[] }[]> {
      if (orderIds.length === 0) return [];
      const rows = await db
        .delete(emailOutbox)
        .where(
          and(
            inArray(emailOutbox.orderId, orderIds),
            like(emailOutbox.holdKey, `${keyPrefix}%`),
            eq(emailOutbox.status, 'pending'),
            eq(emailOutbox.attempts, 0),
            gt(emailOutbox.nextAttemptAt, now),
          ),
        )
        .returning({
          orderId: emailOutbox.orderId,
          holdKey: emailOutbox.holdKey,
          attachments: emailOutbox.attachments,
        });
      return rows.flatMap((row) =>
        row.orderId !== null && row.holdKey
          ? [{ orderId: row.orderId, holdKey: row.holdKey, attachments: row.attachments ?? [] }]
          : [],
      );
    },

    /** When the order's last email held back for the undo minute falls due; null if none is. */
    async heldUntil(orderId: number, now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ until: sql<string | null>`max(${emailOutbox.nextAttemptAt})` })
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.orderId, orderId),
            eq(emailOutbox.status, 'pending'),
            eq(emailOutbox.attempts, 0),
            gt(emailOutbox.nextAttemptAt, now),
          ),
        );
      return row?.until ? new Date(row.until) : null;
    },

    /** Sent: its links (reset, tracking, invoice) are removed from the stored body. */
    async markSent(id: number, now: Date): Promise<void> {
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: now, body: bodyWithoutLinks })
        .where(eq(emailOutbox.id, id));
    },

    /**
     * Removes the links of every email no longer waiting to be sent: those sent or given up
     * before the shop removed them as it went. Answers how many rows changed.
     */
    async removeSentLinks(): Promise<number> {
      const rows = await db
        .update(emailOutbox)
        .set({ body: bodyWithoutLinks })
        .where(and(ne(emailOutbox.status, 'pending'), bodyHasLinks))
        .returning({ id: emailOutbox.id });
      return rows.length;
    },

    /** Only a pending row is touched, so a late report never downgrades a sent one. */
    async scheduleRetry(id: number, error: string, nextAttemptAt: Date): Promise<void> {
      await db
        .update(emailOutbox)
        .set({ lastError: clip(error), nextAttemptAt })
        .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending')));
    },

    /**
     * Gives claimed rows back untried (the transport was down, or the worker is stopping):
     * the claim's attempt is undone, so only real tries count towards maxAttempts.
     */
    async release(ids: number[], nextAttemptAt: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(emailOutbox)
        .set({ attempts: sql`greatest(${emailOutbox.attempts} - 1, 0)`, nextAttemptAt })
        .where(and(inArray(emailOutbox.id, ids), eq(emailOutbox.status, 'pending')));
    },

    /** Given up: it will never be sent, so its links go too. */
    async markFailed(id: number, error: string): Promise<void> {
      await db
        .update(emailOutbox)
        .set({ status: 'failed', lastError: clip(error), body: bodyWithoutLinks })
        .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending')));
    },

    listByOrder(orderId: number): Promise<OutboxRow[]> {
      return db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.orderId, orderId))
        .orderBy(asc(emailOutbox.id));
    },

    /** What the order's history says of its emails, without their bodies or attachments. */
    historyByOrder(orderId: number): Promise<OutboxHistoryRow[]> {
      return db
        .select({
          id: emailOutbox.id,
          toAddress: emailOutbox.toAddress,
          status: emailOutbox.status,
          createdAt: emailOutbox.createdAt,
          sentAt: emailOutbox.sentAt,
        })
        .from(emailOutbox)
        .where(eq(emailOutbox.orderId, orderId))
        .orderBy(asc(emailOutbox.id));
    },

    /**
     * Emails to an address, whatever its case, without their bodies: what a person's data
     * export lists. A rare back-office read, so it scans rather than keep an index for it.
     */
    sentTo(address: string): Promise<AddressedEmailRow[]> {
      return db
        .select(addressedColumns)
        .from(emailOutbox)
        .where(sql`lower(${emailOutbox.toAddress}) = lower(${address})`)
        .orderBy(asc(emailOutbox.id));
    },

    /**
     * Emails to an address about one account: those naming it, and those of its orders. What a
     * customer's export lists while their address is not verified (#domain/address-proof).
     */
    sentToAbout(
      address: string,
      account: { customerId: number; orderIds: readonly number[] },
    ): Promise<AddressedEmailRow[]> {
      const about = [
        eq(emailOutbox.customerId, account.customerId),
        ...(account.orderIds.length > 0
          ? [inArray(emailOutbox.orderId, [...account.orderIds])]
          : []),
      ];
      return db
        .select(addressedColumns)
        .from(emailOutbox)
        .where(and(sql`lower(${emailOutbox.toAddress}) = lower(${address})`, or(...about)))
        .orderBy(asc(emailOutbox.id));
    },

    /** Emails whose replies go to an address (contact-form messages it sent), with their bodies. */
    replyingTo(address: string): Promise<(AddressedEmailRow & Pick<OutboxRow, 'body'>)[]> {
      return db
        .select({ ...addressedColumns, body: emailOutbox.body })
        .from(emailOutbox)
        .where(sql`lower(${emailOutbox.replyTo}) = lower(${address})`)
        .orderBy(asc(emailOutbox.id));
    },

    /**
     * The files the orders' emails carry, each with its email's status and sending time: how
     * an invoice's listing tells whether its PDF reached the customer. Reads file names only.
     * An email the retention job has deleted is read from the history event it left behind.
     */
    async attachedFiles(orderIds: readonly number[]): Promise<AttachedFile[]> {
      if (orderIds.length === 0) return [];
      const retained = await db
        .select({
          orderId: orderEvents.orderId,
          fileNames: sql<string>`${orderEvents.newValue}`,
          sentAt: orderEvents.createdAt,
        })
        .from(orderEvents)
        .where(
          and(
            inArray(orderEvents.orderId, [...orderIds]),
            eq(orderEvents.type, 'email_sent'),
            isNotNull(orderEvents.newValue),
          ),
        )
        .orderBy(asc(orderEvents.id));
      const outboxFiles = await db
        .select({
          orderId: sql<number>`${emailOutbox.orderId}`,
          fileName: sql<string>`file.value ->> 'filename'`,
          status: emailOutbox.status,
          sentAt: emailOutbox.sentAt,
        })
        .from(emailOutbox)
        .innerJoin(sql`jsonb_array_elements(${emailOutbox.attachments}) as file`, sql`true`)
        .where(inArray(emailOutbox.orderId, [...orderIds]))
        .orderBy(asc(emailOutbox.id));
      const deletedFiles = retained.flatMap(({ orderId, fileNames, sentAt }) =>
        fileNames
          .split(FILE_NAME_SEPARATOR)
          .map((fileName) => ({ orderId, fileName, status: 'sent' as const, sentAt })),
      );
      return [...deletedFiles, ...outboxFiles];
    },

    /** How many emails wait to be sent and when the oldest of them was queued (for /metrics). */
    async pendingSummary(): Promise<{ pending: number; oldestCreatedAt: Date | null }> {
      const [row] = await db
        .select({
          pending: sql<number>`count(*)::int`,
          oldest: sql<string | null>`min(${emailOutbox.createdAt})`,
        })
        .from(emailOutbox)
        .where(eq(emailOutbox.status, 'pending'));
      return {
        pending: row?.pending ?? 0,
        oldestCreatedAt: row?.oldest ? new Date(row.oldest) : null,
      };
    },

    listAll(): Promise<OutboxRow[]> {
      return db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    },
  };
}

export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
