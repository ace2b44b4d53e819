import { and, asc, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Span } from '#domain/london-calendar';
import { parsePounds } from '#domain/money';
import type { ExportOrder } from '#domain/orders-export';
import type { Database } from '#server/db/client';
import { orders } from '../orders/orders-view.ts';
import { orderSaleColumns } from '../orders/order-row.ts';

/** Where the last batch ended: the order's created_at as PostgreSQL wrote it (microseconds kept) and its id. */
export interface ExportCursor {
  createdAt: string;
  id: number;
}

/**
 * The order's standing VAT invoice number (the latest invoice no credit note has cancelled),
 * as printed on it, or '' while it has none.
 */
export function invoiceNumberOf(): SQL<string> {
  return sql<string>`coalesce((
    select lpad(standing.number::text, 6, '0') from invoices standing
    where standing.order_id = "orders"."id" and standing.kind = 'invoice'
      and not exists (select 1 from invoices credit where credit.credits_invoice_id = standing.id)
    order by standing.id desc limit 1), '')`;
}

/** One order of a batch, as json_build_array lists it. */
type BatchRow = [
  id: number,
  placedAt: string,
  cursorAt: string,
  firstName: string,
  lastName: string,
  email: string,
  companyName: string | null,
  region: string,
  quantity: string,
  unitPrice: string,
  vatRate: number,
  vatAmount: string,
  totalPrice: string,
  status: string,
  paymentStatus: string,
  invoiceNumber: string,
];

const toExportOrder = (row: BatchRow): ExportOrder => ({
  id: row[0],
  createdAt: new Date(row[1]),
  firstName: row[3],
  lastName: row[4],
  email: row[5],
  companyName: row[6],
  region: row[7],
  quantity: row[8],
  unitPricePence: parsePounds(row[9]),
  vatRate: row[10],
  vatPence: parsePounds(row[11]),
  grossPence: parsePounds(row[12]),
  status: row[13],
  paymentStatus: row[14],
  invoiceNumber: row[15],
});

const placedIn = (span: Span) =>
  and(gte(orders.createdAt, span.from), lt(orders.createdAt, span.to));

/** The bookkeeping export's SQL: orders in batches along orders_created_at_idx, VAT per rate. */
export function createOrdersExportRepo(db: Database) {
  return {
    /**
     * The next `limit` orders of the span after the cursor, oldest first (keyset pagination:
     * each batch is an index range scan, however deep into the export). The batch comes back
     * as one JSON text: the embedded database spends microseconds on every value it hands
     * over, which for 16 columns cost more than the query itself.
     */
    async batch(
      span: Span,
      after: ExportCursor | null,
      limit: number,
    ): Promise<{ orders: ExportOrder[]; cursor: ExportCursor | null }> {
      const page = db
        .select({
          id: orders.id,
          createdAt: orders.createdAt,
          firstName: orders.firstName,
          lastName: orders.lastName,
          email: orders.email,
          companyName: orders.companyName,
          ...orderSaleColumns,
          status: orders.status,
          paymentStatus: orders.paymentStatus,
          invoiceNumber: invoiceNumberOf().as('invoice_number'),
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
        .limit(limit)
        .as('page');
      const [result] = await db
        .select({
          rows: sql<string | null>`json_agg(json_build_array(${page.id},
            to_char(${page.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
            ${page.createdAt}::text, ${page.firstName}, ${page.lastName}, ${page.email}, ${page.companyName},
            ${page.region}, ${page.quantity}::text, ${page.unitPrice}::text, ${page.vatRate},
            ${page.vatAmount}::text, ${page.totalPrice}::text, ${page.status}, ${page.paymentStatus},
            ${page.invoiceNumber}) order by ${page.createdAt}, ${page.id})::text`,
        })
        .from(page);
      const rows = JSON.parse(result?.rows ?? '[]') as BatchRow[];
      const last = rows.at(-1);
      return {
        orders: rows.map(toExportOrder),
        cursor: last ? { createdAt: last[2], id: last[0] } : null,
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
