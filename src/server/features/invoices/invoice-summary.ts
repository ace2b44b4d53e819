import { formatInvoiceNumber } from '#domain/invoice';
import { penceToPounds } from '#domain/money';
import type { InvoiceSummary } from '#shared/schemas/invoices';
import type { InvoiceRow } from './invoices.repo.ts';

/** An invoice or credit note as listings show it. */
export function toSummary(row: InvoiceRow): InvoiceSummary {
  const doc = row.document;
  return {
    id: row.id,
    number: formatInvoiceNumber(row.number),
    kind: row.kind,
    orderId: row.orderId,
    issuedAt: row.issuedAt.toISOString(),
    customerName: doc.customer.name,
    companyName: doc.customer.company,
    total: penceToPounds(doc.figures.grossPence),
    credits: doc.creditsNumber === null ? null : formatInvoiceNumber(doc.creditsNumber),
  };
}
