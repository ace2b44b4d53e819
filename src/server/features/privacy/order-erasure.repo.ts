import { and, inArray, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import {
  ERASED,
  ERASED_INVOICE_PARTY,
  erasedOrderFields,
  type ErasedOrderFields,
  ORDER_PERSONAL_FIELDS,
} from '#domain/order-erasure';
import { invoiceKeptUntil } from '#domain/retention';
import type { Database } from '#server/db/client';
import {
  emailOutbox,
  invoicePdfs,
  invoices,
  orderEvents,
  orderLedger,
  orders,
  orderTrackingTokens,
  paymentTransactions,
} from '#server/db/schema';

/** A sent email's row once its body is gone: its title (what kind of email it was) stays. */
export const clearedBody = sql`jsonb_build_object(
  'title', ${emailOutbox.body} ->> 'title', 'preheader', '', 'blocks', '[]'::jsonb, 'footer', '[]'::jsonb
)`;

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
 * them: payment attempts, ledger notes, the history's quoted values, emails, tracking links.
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
    await tx
      .update(orders)
      .set({
        ...fields,
        customerId: null,
        idempotencyKey: null,
        requestHash: null,
        anonymisedAt: now,
      })
      .where(inArray(orders.id, ids));
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
  await tx
    .update(emailOutbox)
    .set({
      toAddress: ERASED,
      replyTo: null,
      body: clearedBody,
      attachments: null,
      bodyClearedAt: now,
      // An email not yet sent would go to an address that no longer exists.
      status: sql`case when ${emailOutbox.status} = 'pending' then 'failed' else ${emailOutbox.status} end`,
      lastError: sql`case when ${emailOutbox.status} = 'pending' then ${WITHDRAWN_EMAIL_ERROR} else ${emailOutbox.lastError} end`,
    })
    .where(inArray(emailOutbox.orderId, ids));
  await tx.delete(orderTrackingTokens).where(inArray(orderTrackingTokens.orderId, ids));
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
