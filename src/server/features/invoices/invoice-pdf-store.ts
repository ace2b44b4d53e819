import type { Database } from '#server/db/client';
import { createInvoicesRepo, type InvoiceRow } from './invoices.repo.ts';

/**
 * The document's PDF as issued: rendered once, in the transaction that issues it, and
 * stored; every email and download after sends those bytes. A document issued before PDFs
 * were stored is rendered and stored on its first download. A credit note or a replacing
 * invoice is a document of its own, with its own PDF.
 */
export async function issuedPdf(db: Database, row: InvoiceRow, now: Date): Promise<Buffer> {
  const repo = createInvoicesRepo(db);
  const stored = await repo.findPdf(row.id);
  if (stored) return stored;
  // pdfkit and fontkit take a noticeable part of a start to load: loaded with the first PDF.
  const { renderInvoicePdf } = await import('./invoice-pdf.ts');
  const pdf = await renderInvoicePdf(row.document);
  if (await repo.storePdf(row.id, pdf, now)) return pdf;
  // Another request stored it first: send what is stored, so every download is the same.
  return (await repo.findPdf(row.id)) ?? pdf;
}
