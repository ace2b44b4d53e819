import type { InvoiceDocument } from '#domain/invoice';
import { documentMoneyLines } from '#domain/document-money';
import { howToPay, type HowToPay } from '#shared/how-to-pay';

type Doc = PDFKit.PDFDocument;

/**
 * How to pay the invoice, as it stood at issue (#shared/how-to-pay), or null on a document
 * issued before invoices said so.
 */
export function invoiceHowToPay(invoice: InvoiceDocument): HowToPay | 'paid' | null {
  const { payment } = invoice;
  if (invoice.kind !== 'invoice' || !payment) return null;
  const pay = howToPay(
    { ...payment, bankDetails: invoice.seller.bankDetails ?? null },
    {
      id: invoice.orderId,
      status: 'confirmed',
      totalPence: invoice.figures.grossPence,
      receivedPence: payment.receivedPence,
      refundedPence: 0,
      writtenOffPence: payment.writtenOffPence ?? 0,
      hasAccount: payment.hasAccount,
    },
  );
  return pay ?? 'paid';
}

/** The invoice's 'How to pay' block, under its payment terms. */
export function howToPaySection(doc: Doc, invoice: InvoiceDocument, width: number): void {
  const pay = invoiceHowToPay(invoice);
  if (!pay) return;
  const x = doc.x;
  const heading = pay === 'paid' ? 'Payment' : 'How to pay';
  doc.moveDown(0.8).font('bold').fontSize(10).text(heading, x, doc.y, { width });
  doc.font('regular').fontSize(9.5);
  if (pay === 'paid') {
    for (const line of documentMoneyLines(invoice)) doc.text(line, { width });
    return;
  }
  doc.font('bold').text(`Amount due: ${pay.amountDue}`, { width });
  doc.font('regular').text(pay.lead, { width });
  for (const method of pay.methods) {
    doc.moveDown(0.4).font('bold').text(method.title, x, doc.y, { width });
    doc.font('regular').text(method.text, { width });
    for (const row of method.rows) {
      const y = doc.y;
      doc.font('regular').text(`${row.label}:`, x + 10, y, { width: 100 });
      doc.font('bold').text(row.value, x + 110, y, { width: width - 110 });
    }
    doc.x = x;
  }
}

/** A credit note's word on the order's money: what was received, and what is to be refunded. */
export function creditNoteMoneySection(doc: Doc, invoice: InvoiceDocument, width: number): void {
  const lines = documentMoneyLines(invoice);
  if (lines.length === 0) return;
  const x = doc.x;
  doc.moveDown(0.8).font('bold').fontSize(10).text('Payment', x, doc.y, { width });
  doc.font('regular').fontSize(9.5);
  for (const line of lines) doc.text(line, { width });
}
