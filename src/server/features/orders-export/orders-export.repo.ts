import { and, asc, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Span } from '#domain/london-calendar';
import { parsePounds } from '#domain/money';
import type { ExportOrder } from '#domain/orders-export';
import type { Database } from '#server/db/client';
import { orders } from '#server/db/schema';

/** Where the last batch ended: the order's created_at as PostgreSQL wrote it (microseconds kept) and its id. */
export interface ExportCursor {
  createdAt: string;
  id: number;
}

/**
 * The order's VAT invoice number, or '' while it has none. Invoices are not issued yet; this
 * one expression is where the export reads them from when they are.
 */
export function invoiceNumberOf(): SQL<string> {
  return sql<string>`''`;
}

const placedIn = (span: Span) =>
  and(gte(orders.createdAt, span.from), lt(orders.createdAt, span.to));

/** The bookkeeping export's SQL: orders in batches along orders_created_at_idx, VAT per rate. */
export function createOrdersExportRepo(db: Database) {
  return {
    /**
     * The next `limit` orders of the span after the cursor, oldest first (keyset pagination:
     * each batch is an index range scan, however deep into the export).
     */
    async batch(
      span: Span,
      after: ExportCursor | null,
      limit: number,
    ): Promise<{ orders: ExportOrder[]; cursor: ExportCursor | null }> {
      const rows = await db
        .select({
          id: orders.id,
          createdAt: orders.createdAt,
          cursorAt: sql<string>`${orders.createdAt}::text`,
          firstName: orders.firstName,
          lastName: orders.lastName,
          email: orders.email,
          companyName: orders.companyName,
          region: orders.region,
          quantity: orders.quantity,
          unitPrice: orders.unitPrice,
          vatRate: orders.vatRate,
          vatAmount: orders.vatAmount,
          totalPrice: orders.totalPrice,
          status: orders.status,
          paymentStatus: orders.paymentStatus,
          invoiceNumber: invoiceNumberOf(),
        })
        .from(orders)
        .where(
          and(
            placedIn(span),
            after
              ? sql`(${orders.createdAt}, ${orders.id}) > (${after.createdAt}::timestamptz, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(limit);
      const last = rows.at(-1);
      return {
        orders: rows.map(({ cursorAt: _cursorAt, unitPrice, vatAmount, totalPrice, ...row }) => ({
          ...row,
          unitPricePence: parsePounds(unitPrice),
          vatPence: parsePounds(vatAmount),
          grossPence: parsePounds(totalPrice),
        })),
        cursor: last ? { createdAt: last.cursorAt, id: last.id } : null,
      };
    },

    /** Confirmed orders of the span, by VAT rate: how many, their VAT and their totals. */
    async confirmedSalesByRate(span: Span) {
      const rows = await db
        .select({
          vatRate: orders.vatRate,
          orders: count(),
          vat: sql<string>`sum(${orders.vatAmount})::text`,
          gross: sql<string>`sum(${orders.totalPrice})::text`,
        })
        .from(orders)
        .where(and(placedIn(span), eq(orders.status, 'confirmed')))
        .groupBy(orders.vatRate);
      return rows.map((row) => ({
        vatRate: row.vatRate,
        orders: row.orders,
        vatPence: parsePounds(row.vat),
        grossPence: parsePounds(row.gross),
      }));
    },
  };
}

export type OrdersExportRepo = ReturnType<typeof createOrdersExportRepo>;
