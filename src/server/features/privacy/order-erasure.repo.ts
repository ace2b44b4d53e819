import { and, inArray, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { erasedExceptInvoice } from '#domain/erasure-plan';
import {
  ERASED,
  ERASED_INVOICE_PARTY,
  erasedOrderFields,
  type ErasedOrderFields,
  ORDER_PERSONAL_FIELDS,
} from '#domain/order-erasure';
import { invoiceKeptUntil } from '#domain/retention';
import type { Database } from '#server/db/client';
import { deliveryOutcomes } from '../deliveries/deliveries.tables.ts';
import { invoicePdfs, invoices } from '../invoices/invoices.tables.ts';
import { orderLedger } from '../ledger/ledger.tables.ts';
import { emailOutbox } from '../mail/mail.tables.ts';
import { orderEvents } from '../orders/orders.tables.ts';
import { paymentTransactions } from '../payments/payments.tables.ts';
import { orderTrackingTokens } from '../tracking/tracking.tables.ts';
import { orders } from '../orders/orders-view.ts';
import { eraseOrders } from '../orders/order-writes.ts';
import { eraseAuditPersonalData } from '../audit/audit-log.ts';

/**
 * An erased email's body: nothing. Its title is the subject's twin ('New order #1 - Vic Tim -
 * 2 tonnes, York'), so it goes too.
 */
const erasedBody = sql`jsonb_build_object(
  'title', '', 'preheader', '', 'blocks', '[]'::jsonb, 'footer', '[]'::jsonb
)`;

/**
 * When an order's latest invoice or credit note was issued (null if never), in a select from
 * orders; the column is spelt out because drizzle leaves it unqualified inside a subquery.
 */
export const orderLastInvoicedAt = () =>
  sql<Date | null>`(
    select max(issued_at) from invoices where invoices.order_id = "orders"."id"
  )`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value)));

/** Why an unsent email of an erased order is never sent. */
export const WITHDRAWN_EMAIL_ERROR = "Withdrawn: the order's personal details were erased";

export interface OrderErasureOptions {
  now: Date;
  /** Invoices are legal records until this many years after issue (the retention setting). */
  invoicedOrderYears: number;
}

export interface OrderErasureResult {
  orders: number;
  invoiceDocuments: number;
}

/**
 * Erases the personal details of these orders (#domain/order-erasure) and every copy tied to
 * them: payment attempts, ledger notes, the history's quoted values, emails, tracking links,
 * the audit entries' values.
 * Figures, statuses and dates stay, so the VAT summary and the exports add up as before. An
 * invoice's stored document is the legal record: its customer is erased only once the
 * invoice's own retention has passed. `tx` must be a transaction; orders already erased are
 * skipped.
 */
export async function anonymiseOrders(
  tx: Database,
  orderIds: readonly number[],
  options: OrderErasureOptions,
): Promise<OrderErasureResult> {
  if (orderIds.length === 0) return { orders: 0, invoiceDocuments: 0 };
  const locked = await tx
    .select({ id: orders.id, postcode: orders.postcode })
    .from(orders)
    .where(and(inArray(orders.id, [...orderIds]), isNull(orders.anonymisedAt)))
    .for('update');
  const ids = locked.map((order) => order.id);
  if (ids.length === 0) return { orders: 0, invoiceDocuments: 0 };
  await eraseOrderRows(tx, locked, options.now);
  await eraseCopies(tx, ids, options.now);
  const invoiceDocuments = await eraseExpiredInvoices(tx, ids, options);
  return { orders: ids.length, invoiceDocuments };
}

/** One UPDATE per kept postcode area (the only personal value that differs between orders). */
async function eraseOrderRows(
  tx: Database,
  locked: { id: number; postcode: string }[],
  now: Date,
): Promise<void> {
  const byArea = new Map<string, { fields: ErasedOrderFields; ids: number[] }>();
  for (const order of locked) {
    const fields = erasedOrderFields(order);
    const group = byArea.get(fields.postcode) ?? { fields, ids: [] };
    byArea.set(fields.postcode, { fields, ids: [...group.ids, order.id] });
  }
  for (const { fields, ids } of byArea.values()) {
    await eraseOrders(tx, ids, {
      ...fields,
      customerId: null,
      idempotencyKey: null,
      requestHash: null,
      anonymisedAt: now,
    });
  }
}

const erasedIfSet = (column: SQLWrapper) =>
  sql`case when ${column} is null then null else ${ERASED} end`;

async function eraseCopies(tx: Database, ids: number[], now: Date): Promise<void> {
  await tx
    .update(paymentTransactions)
    .set({ customerEmail: null, customerName: null, paymentUrl: null, metadata: null })
    .where(inArray(paymentTransactions.orderId, ids));
  // The reference is the bank's or provider's, needed to match a statement; a note is free text.
  await tx.update(orderLedger).set({ note: null }).where(inArray(orderLedger.orderId, ids));
  await tx
    .update(orderEvents)
    .set({
      oldValue: erasedIfSet(orderEvents.oldValue),
      newValue: erasedIfSet(orderEvents.newValue),
    })
    .where(
      and(
        inArray(orderEvents.orderId, ids),
        inArray(orderEvents.field, [...ORDER_PERSONAL_FIELDS, 'recipient']),
      ),
    );
  // The signature drawn, or the photo of where the pellets were left, is the person's; so is a
  // failed drop's note. The weight, ticket and time stay with the bill they explain.
  await tx
    .update(deliveryOutcomes)
    .set({ proofImage: null, proofImageType: null, reasonNote: null })
    .where(inArray(deliveryOutcomes.orderId, ids));
  await eraseEmails(tx, inArray(emailOutbox.orderId, ids), now);
  await tx.delete(orderTrackingTokens).where(inArray(orderTrackingTokens.orderId, ids));
  await eraseAuditPersonalData(tx, { type: 'order', ids });
}

/**
 * Erases the recipient, reply-to address, subject and body of the emails `which` selects; one
 * not yet sent never is. The row stays until its retention period ends: the order's history
 * still says an email went, and when.
 */
async function eraseEmails(tx: Database, which: SQL | undefined, now: Date): Promise<number> {
  const erased = await tx
    .update(emailOutbox)
    .set({
      toAddress: ERASED,
      replyTo: null,
      subject: ERASED,
      body: erasedBody,
      attachments: null,
      bodyClearedAt: now,
      // An email not yet sent would go to an address that no longer exists.
      status: sql`case when ${emailOutbox.status} = 'pending' then 'failed' else ${emailOutbox.status} end`,
      lastError: sql`case when ${emailOutbox.status} = 'pending' then ${WITHDRAWN_EMAIL_ERROR} else ${emailOutbox.lastError} end`,
    })
    .where(which)
    .returning({ id: emailOutbox.id });
  return erased.length;
}

/**
 * Emails to these addresses that belong to no order (welcome, password reset) are erased.
 * Orders' emails go with their orders.
 */
export function eraseUnlinkedEmailsTo(
  tx: Database,
  addresses: readonly string[],
  now: Date,
): Promise<number> {
  if (addresses.length === 0) return Promise.resolve(0);
  return eraseEmails(
    tx,
    and(
      isNull(emailOutbox.orderId),
      inArray(
        sql`lower(${emailOutbox.toAddress})`,
        addresses.map((address) => address.toLowerCase()),
      ),
    ),
    now,
  );
}

/**
 * The contact form's messages from this address (sent to the business, replying to the
 * person): their words, subject and the address are erased; the business's own address and the
 * time stay. `which` 'contact-form' leaves the business's notices about orders (they reply to
 * the customer too) to go with their orders; 'any' is the business's own erasure for the address.
 */
export async function eraseContactMessagesFrom(
  tx: Database,
  address: string,
  now: Date,
  which: 'any' | 'contact-form' = 'any',
): Promise<number> {
  const erased = await tx
    .update(emailOutbox)
    .set({
      replyTo: null,
      subject: ERASED,
      body: erasedBody,
      attachments: null,
      bodyClearedAt: now,
    })
    .where(
      and(
        sql`lower(${emailOutbox.replyTo}) = ${address.toLowerCase()}`,
        which === 'contact-form' ? isNull(emailOutbox.orderId) : undefined,
      ),
    )
    .returning({ id: emailOutbox.id });
  return erased.length;
}

/**
 * Erases everything of these invoiced orders but what their invoices show (#domain/erasure-plan):
 * the rest goes now, with the copies; the retention job erases the remainder once the
 * invoices' period ends. `tx` must be a transaction.
 */
export async function eraseOrdersExceptInvoice(
  tx: Database,
  orderIds: readonly number[],
  now: Date,
): Promise<number> {
  if (orderIds.length === 0) return 0;
  const locked = await tx
    .select({
      id: orders.id,
      postcode: orders.postcode,
      billingAddressLine1: orders.billingAddressLine1,
    })
    .from(orders)
    .where(and(inArray(orders.id, [...orderIds]), isNull(orders.anonymisedAt)))
    .for('update');
  for (const order of locked) {
    await eraseOrders(tx, [order.id], {
      ...erasedExceptInvoice(order),
      customerId: null,
      idempotencyKey: null,
      requestHash: null,
    });
  }
  if (locked.length > 0)
    await eraseCopies(
      tx,
      locked.map((order) => order.id),
      now,
    );
  return locked.length;
}

async function eraseExpiredInvoices(
  tx: Database,
  ids: number[],
  options: OrderErasureOptions,
): Promise<number> {
  const issued = await tx
    .select({ id: invoices.id, issuedAt: invoices.issuedAt })
    .from(invoices)
    .where(inArray(invoices.orderId, ids));
  const expired = issued
    .filter(
      (invoice) => invoiceKeptUntil(invoice.issuedAt, options.invoicedOrderYears) <= options.now,
    )
    .map((invoice) => invoice.id);
  if (expired.length === 0) return 0;
  await tx
    .update(invoices)
    .set({
      document: sql`jsonb_set(${invoices.document}, '{customer}', ${JSON.stringify(ERASED_INVOICE_PARTY)}::jsonb)`,
    })
    .where(inArray(invoices.id, expired));
  // The stored PDF prints the customer too; a download renders the erased document afresh.
  await tx.delete(invoicePdfs).where(inArray(invoicePdfs.invoiceId, expired));
  return expired.length;
}
