import { and, asc, count, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { invoicePdfs, invoiceSequence, invoices } from './invoices.tables.ts';
import { orders } from '../orders/orders-view.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = Omit<typeof invoices.$inferInsert, 'id'>;

/** An invoice no credit note has taken back. */
const notCredited = notExists(
  sql`(select 1 from invoices credits where credits.credits_invoice_id = ${invoices.id})`,
);

/** A confirmed order with no standing invoice. */
const uninvoiced = and(
  eq(orders.status, 'confirmed'),
  notExists(
    sql`(select 1 from invoices live where live.order_id = ${orders.id} and live.kind = 'invoice'
      and not exists (select 1 from invoices credits where credits.credits_invoice_id = live.id))`,
  ),
);

/** The only SQL for invoices and credit notes, and their one number sequence. */
export function createInvoicesRepo(db: Database) {
  return {
    /**
     * The next number. The counter row stays locked until the caller's transaction ends, so
     * numbers are handed out one transaction at a time, and a rollback returns the number.
     */
    async drawNumber(): Promise<number> {
      const [row] = await db
        .update(invoiceSequence)
        .set({ lastNumber: sql`${invoiceSequence.lastNumber} + 1` })
        .where(eq(invoiceSequence.id, 1))
        .returning({ number: invoiceSequence.lastNumber });
      if (!row) throw new Error('The invoice number sequence is missing (migration 0009)');
      return row.number;
    },

    async insert(row: NewInvoiceRow): Promise<InvoiceRow> {
      const [inserted] = await db.insert(invoices).values(row).returning();
      if (!inserted) throw new Error('Invoice was not written');
      return inserted;
    },

    /** The order's invoice that stands (issued and not credited), if any. */
    async liveInvoice(orderId: number): Promise<InvoiceRow | null> {
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice'), notCredited))
        .orderBy(desc(invoices.id))
        .limit(1);
      return row ?? null;
    },

    /** The document's PDF as stored at issue, or null when none was stored yet. */
    async findPdf(invoiceId: number): Promise<Buffer | null> {
      const [row] = await db
        .select({ pdf: invoicePdfs.pdf })
        .from(invoicePdfs)
        .where(eq(invoicePdfs.invoiceId, invoiceId));
      return row?.pdf ?? null;
    },

    /** Keeps the first PDF stored for a document: false when one was there already. */
    async storePdf(invoiceId: number, pdf: Buffer, at: Date): Promise<boolean> {
      const stored = await db
        .insert(invoicePdfs)
        .values({ invoiceId, pdf, createdAt: at })
        .onConflictDoNothing()
        .returning({ invoiceId: invoicePdfs.invoiceId });
      return stored.length > 0;
    },

    async findById(id: number): Promise<InvoiceRow | null> {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
      return row ?? null;
    },

    /** The document if it belongs to one of the customer's orders. */
    async findForCustomer(id: number, customerId: number): Promise<InvoiceRow | null> {
      const [row] = await db
        .select({ invoice: invoices })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .where(and(eq(invoices.id, id), eq(orders.customerId, customerId)));
      return row?.invoice ?? null;
    },

    /** Newest first, a page at a time, with the number of documents. */
    async list(page: { limit: number; offset: number }) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(invoices)
          .orderBy(desc(invoices.number))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(invoices),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The order's invoices and credit notes in the order they were issued (invoices_order_id_idx). */
    listForOrder(orderId: number): Promise<InvoiceRow[]> {
      return db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(invoices.id);
    },

    /** The documents of several orders (a person's data export), by number. */
    listForOrders(orderIds: number[]): Promise<InvoiceRow[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(invoices)
        .where(inArray(invoices.orderId, orderIds))
        .orderBy(asc(invoices.number));
    },

    /** Every document of the customer's orders, newest first. */
    listForCustomer(customerId: number): Promise<InvoiceRow[]> {
      return db
        .select({ invoice: invoices })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .where(eq(orders.customerId, customerId))
        .orderBy(desc(invoices.number))
        .then((rows) => rows.map((r) => r.invoice));
    },

    /** Confirmed orders without a standing invoice, oldest first, and how many there are. */
    async uninvoicedOrders(limit: number) {
      const [rows, total] = await Promise.all([
        db
          .select({
            orderId: orders.id,
            firstName: orders.firstName,
            lastName: orders.lastName,
            companyName: orders.companyName,
            totalPrice: orders.totalPrice,
            createdAt: orders.createdAt,
          })
          .from(orders)
          .where(uninvoiced)
          .orderBy(asc(orders.id))
          .limit(limit),
        this.countUninvoiced(),
      ]);
      return { rows, total };
    },

    async countUninvoiced(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(orders).where(uninvoiced);
      return row?.n ?? 0;
    },

    /** The number of the order's standing invoice, for listings and exports; null if none. */
    async invoiceNumberForOrder(orderId: number): Promise<number | null> {
      const [row] = await db
        .select({ number: invoices.number })
        .from(invoices)
        .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice'), notCredited))
        .orderBy(desc(invoices.id))
        .limit(1);
      return row?.number ?? null;
    },
  };
}

export type InvoicesRepo = ReturnType<typeof createInvoicesRepo>;
