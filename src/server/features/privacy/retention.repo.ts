import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { AccountRetentionFacts, OrderRetentionFacts, SentEmailFacts } from '#domain/retention';
import type { Database } from '#server/db/client';
import { sessions } from '#server/db/platform.tables';
import { customers, passwordResetTokens } from '../customers/customers.tables.ts';
import { emailOutbox } from '../mail/mail.tables.ts';
import { orderEvents } from '../orders/orders.tables.ts';
import { orders } from '../orders/orders-view.ts';
import { eraseAuditPersonalData } from '../audit/audit-log.ts';
import { attachedFileNames } from '../mail/outbox.ts';
import { eraseUnlinkedEmailsTo, orderLastInvoicedAt } from './order-erasure.repo.ts';

/** The retention job's SQL. Candidates are read in id order, a batch at a time. */
export function createRetentionRepo(db: Database) {
  return {
    /** Closed orders not yet erased, placed before `placedBefore` (none younger can be due). */
    closedOrders(
      afterId: number,
      placedBefore: Date,
      limit: number,
    ): Promise<OrderRetentionFacts[]> {
      return db
        .select({
          id: orders.id,
          status: orders.status,
          deliveryStatus: orders.deliveryStatus,
          updatedAt: orders.updatedAt,
          anonymisedAt: orders.anonymisedAt,
          lastInvoicedAt: orderLastInvoicedAt(),
        })
        .from(orders)
        .where(
          and(
            gt(orders.id, afterId),
            isNull(orders.anonymisedAt),
            lt(orders.createdAt, placedBefore),
            or(
              eq(orders.status, 'cancelled'),
              and(eq(orders.status, 'confirmed'), eq(orders.deliveryStatus, 'delivered')),
            ),
          ),
        )
        .orderBy(asc(orders.id))
        .limit(limit);
    },

    /** Accounts opened and last signed in before `before`, with their latest order's time. */
    idleAccounts(afterId: number, before: Date, limit: number): Promise<AccountRetentionFacts[]> {
      return db
        .select({
          id: customers.id,
          createdAt: customers.createdAt,
          lastSignedInAt: customers.lastSignedInAt,
          lastOrderAt: sql<Date | null>`(
            select max(placed.created_at) from orders placed where placed.customer_id = "customers"."id"
          )`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value))),
        })
        .from(customers)
        .where(
          and(
            gt(customers.id, afterId),
            lt(customers.createdAt, before),
            or(isNull(customers.lastSignedInAt), lt(customers.lastSignedInAt, before)),
          ),
        )
        .orderBy(asc(customers.id))
        .limit(limit);
    },

    /**
     * Deletes the accounts (their sessions and reset tokens go with them; their orders stay,
     * as guest orders, until their own period ends) and erases the emails sent to them that
     * belong to no order (welcome and password-reset emails) and the personal values of the
     * audit entries about them. `db` must be a transaction. `emailsToAddress: false` erases only
     * the emails naming the account (they go with it): a customer's own erasure before their
     * address is verified (#domain/address-proof).
     */
    async deleteAccounts(
      ids: readonly number[],
      now: Date,
      { emailsToAddress = true }: { emailsToAddress?: boolean } = {},
    ): Promise<number> {
      if (ids.length === 0) return 0;
      const deleted = await db
        .delete(customers)
        .where(inArray(customers.id, [...ids]))
        .returning({ email: customers.email });
      if (emailsToAddress) {
        await eraseUnlinkedEmailsTo(
          db,
          deleted.map((row) => row.email),
          now,
        );
      }
      await eraseAuditPersonalData(db, { type: 'customer', ids });
      return deleted.length;
    },

    /** Emails no longer waiting, queued before `before` (none queued later can be due). */
    doneEmails(afterId: number, before: Date, limit: number): Promise<SentEmailFacts[]> {
      return db
        .select({
          id: emailOutbox.id,
          status: emailOutbox.status,
          createdAt: emailOutbox.createdAt,
          sentAt: emailOutbox.sentAt,
        })
        .from(emailOutbox)
        .where(
          and(
            gt(emailOutbox.id, afterId),
            ne(emailOutbox.status, 'pending'),
            lt(emailOutbox.createdAt, before),
          ),
        )
        .orderBy(asc(emailOutbox.id))
        .limit(limit);
    },

    /**
     * Deletes the emails, address, subject and body with them. An order's email leaves an
     * event in the order's history first ('email_sent' or 'email_failed', at the time it went),
     * naming no one, so the history still says it went. The event keeps the names of the files
     * the email carried ("invoice-000007.pdf"), so the Invoices tab still knows when each
     * document was emailed. `db` must be a transaction.
     */
    async deleteEmails(ids: readonly number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const which = inArray(emailOutbox.id, [...ids]);
      const ofOrders = await db
        .select({
          orderId: emailOutbox.orderId,
          status: emailOutbox.status,
          createdAt: emailOutbox.createdAt,
          sentAt: emailOutbox.sentAt,
          attachments: emailOutbox.attachments,
        })
        .from(emailOutbox)
        .where(and(which, isNotNull(emailOutbox.orderId)));
      const events = ofOrders.flatMap((email) =>
        email.orderId === null
          ? []
          : [
              {
                orderId: email.orderId,
                actor: 'system' as const,
                type: email.status === 'sent' ? 'email_sent' : 'email_failed',
                newValue: attachedFileNames(email.attachments),
                createdAt: email.sentAt ?? email.createdAt,
              },
            ],
      );
      if (events.length > 0) await db.insert(orderEvents).values(events);
      const deleted = await db.delete(emailOutbox).where(which).returning({ id: emailOutbox.id });
      return deleted.length;
    },

    async deleteExpiredSessions(now: Date): Promise<number> {
      const deleted = await db
        .delete(sessions)
        .where(lte(sessions.expiresAt, now))
        .returning({ id: sessions.idHash });
      return deleted.length;
    },

    /** Reset tokens past their hour, or used. */
    async deleteDeadResetTokens(now: Date): Promise<number> {
      const deleted = await db
        .delete(passwordResetTokens)
        .where(
          or(
            lte(passwordResetTokens.expiresAt, now),
            sql`${passwordResetTokens.usedAt} is not null`,
          ),
        )
        .returning({ id: passwordResetTokens.id });
      return deleted.length;
    },

    /**
     * Prunes the audit log through prune_audit_log, the one way past its append-only trigger;
     * null when the database has no such function.
     */
    async pruneAuditLog(cutoff: Date): Promise<number | null> {
      // Both drivers answer { rows }.
      const found = (await db.execute(
        sql`select to_regproc('prune_audit_log') is not null as present`,
      )) as { rows: { present?: unknown }[] };
      if (found.rows[0]?.present !== true) return null;
      // The database keeps a year of entries by its own clock whatever the shop's says.
      const pruned = (await db.execute(
        sql`select prune_audit_log(least(${cutoff.toISOString()}::timestamptz, now() - interval '1 year')) as pruned`,
      )) as { rows: { pruned?: unknown }[] };
      const count = Number(pruned.rows[0]?.pruned);
      return Number.isFinite(count) ? count : 0;
    },
  };
}

export type RetentionRepo = ReturnType<typeof createRetentionRepo>;
