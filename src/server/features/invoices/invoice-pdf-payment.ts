import type { InvoiceDocument } from '#domain/invoice';
import { formatGBP } from '#domain/money';
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
  doc.moveDown(0.8).font('bold').fontSize(10).text('How to pay', x, doc.y, { width });
  doc.font('regular').fontSize(9.5);
  if (pay === 'paid') {
    doc.text(`Paid in full: ${formatGBP(invoice.figures.grossPence)} received. Thank you.`);
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
