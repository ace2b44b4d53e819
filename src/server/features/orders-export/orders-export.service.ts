import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { stringify as stringifyAll } from 'csv-stringify/sync';
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

/** Orders read per query: enough to keep the database busy, few enough to stay small in memory. */
const BATCH_SIZE = 1000;

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

  async function* records(span: Span) {
    let cursor = null;
    do {
      const batch = await repo.batch(span, cursor, BATCH_SIZE);
      for (const order of batch.orders) yield orderExportRecord(order);
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
      const csv = stringify({ ...CSV_OPTIONS, header: true, columns: [...ORDER_EXPORT_COLUMNS] });
      return pipeline(Readable.from(records(spanOf(range))), csv, (error) => {
        if (error) deps.onStreamError(error);
      });
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
      return stringifyAll(vatSummaryRecords(await summary(range)), {
        ...CSV_OPTIONS,
        header: true,
        columns: [...VAT_SUMMARY_COLUMNS],
      });
    },
  };
}

export type OrdersExportService = ReturnType<typeof createOrdersExportService>;
