import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { londonDays, type Span } from '#domain/london-calendar';
import { penceToPounds } from '#domain/money';
import {
  ORDER_EXPORT_COLUMNS,
  VAT_SUMMARY_COLUMNS,
  orderExportRecord,
  vatSummary,
  vatSummaryRecords,
  type VatTotals,
} from '#domain/orders-export';
import type { ExportRange, VatSummaryResponse } from '#shared/schemas/orders-export';
import type { OrdersExportRepo } from './orders-export.repo.ts';

/** Orders read per query: about a megabyte of CSV, never the whole export. */
const BATCH_SIZE = 5000;

/** Excel reads UTF-8 (accented names) only with a byte-order mark; lines end as RFC 4180 says. */
const CSV_OPTIONS = { bom: true, record_delimiter: '\r\n' } as const;

const spanOf = (range: ExportRange): Span => londonDays(range.from, range.to);

const toPounds = (totals: VatTotals) => ({
  orders: totals.orders,
  net: penceToPounds(totals.netPence),
  vat: penceToPounds(totals.vatPence),
  gross: penceToPounds(totals.grossPence),
});

/** The books: orders of a date range as CSV, streamed, and the VAT summary of the range. */
export function createOrdersExportService(deps: {
  repo: OrdersExportRepo;
  onStreamError: (error: Error) => void;
}) {
  const { repo } = deps;

  /** The CSV a batch at a time: the header first, then each batch's lines as one chunk. */
  async function* csvChunks(span: Span) {
    let cursor = null;
    let first = true;
    do {
      const batch = await repo.batch(span, cursor, BATCH_SIZE);
      yield stringify(batch.orders.map(orderExportRecord), {
        ...CSV_OPTIONS,
        bom: first,
        header: first,
        columns: [...ORDER_EXPORT_COLUMNS],
      });
      first = false;
      cursor = batch.orders.length === BATCH_SIZE ? batch.cursor : null;
    } while (cursor);
  }

  async function summary(range: ExportRange) {
    return vatSummary(await repo.confirmedSalesByRate(spanOf(range)));
  }

  return {
    /**
     * The orders as a CSV stream, read a batch at a time as the download takes them, so a
     * large range never sits in memory.
     */
    ordersCsv(range: ExportRange): Readable {
      const csv = Readable.from(csvChunks(spanOf(range)), { objectMode: false });
      csv.on('error', deps.onStreamError);
      return csv;
    },

    async vatSummary(range: ExportRange): Promise<VatSummaryResponse> {
      const { rates, total } = await summary(range);
      return {
        ...range,
        rates: rates.map((rate) => ({ vatRate: rate.vatRate, ...toPounds(rate) })),
        total: toPounds(total),
      };
    },

    async vatSummaryCsv(range: ExportRange): Promise<string> {
      return stringify(vatSummaryRecords(await summary(range)), {
        ...CSV_OPTIONS,
        header: true,
        columns: [...VAT_SUMMARY_COLUMNS],
      });
    },
  };
}

export type OrdersExportService = ReturnType<typeof createOrdersExportService>;
