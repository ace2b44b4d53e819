import { formatInvoiceNumber } from '#domain/invoice';
import { penceToPounds } from '#domain/money';
import type { ListedInvoice, InvoiceSummary } from '#shared/schemas/invoices';
import { invoiceFileName } from '#domain/invoice';
import type { AttachedFile } from '../mail/outbox.ts';
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

/**
 * The document as the Invoices tab lists it: first sent in an email carrying its PDF, or still
 * waiting in one. `files` are the attachments of its order's emails.
 */
export function toListed(row: InvoiceRow, files: readonly AttachedFile[]): ListedInvoice {
  const name = invoiceFileName(row.kind, row.number);
  const carrying = files.filter((file) => file.orderId === row.orderId && file.fileName === name);
  const sent = carrying.flatMap((file) =>
    file.status === 'sent' && file.sentAt ? [file.sentAt] : [],
  );
  const first = sent.length > 0 ? new Date(Math.min(...sent.map((at) => at.getTime()))) : null;
  return {
    ...toSummary(row),
    emailedAt: first?.toISOString() ?? null,
    emailQueued: carrying.some((file) => file.status === 'pending'),
  };
}
