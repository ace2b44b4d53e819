import { formatInvoiceNumber, INVOICE_TITLES, type InvoiceDocument } from '#domain/invoice';
import { formatGBP } from '#domain/money';
import { site } from '#shared/site';
import type { MailAttachment } from '../mail-attachment.ts';
import type { OutboxMessage } from '../outbox.repo.ts';
import type { EmailDocument } from './blocks.ts';
import { businessFooter } from './format.ts';
import { toOutboxMessage } from './message.ts';

/**
 * To the customer when an invoice or credit note is issued (an order confirmed, changed or
 * cancelled), or sent again from the back office: the PDF attached, and a link to download
 * it again that needs no account.
 */
export function invoiceEmail(
  invoice: InvoiceDocument,
  to: { email: string; downloadUrl: string; pdf: MailAttachment },
): OutboxMessage {
  const number = formatInvoiceNumber(invoice.number);
  const title = `${INVOICE_TITLES[invoice.kind]} ${number}`;
  const isInvoice = invoice.kind === 'invoice';
  const doc: EmailDocument = {
    title,
    preheader: isInvoice
      ? `Your order #${invoice.orderId} is confirmed. Your VAT invoice is attached.`
      : `Credit note for order #${invoice.orderId}, cancelling invoice ${formatInvoiceNumber(invoice.creditsNumber ?? 0)}.`,
    blocks: [
      { kind: 'heading', text: isInvoice ? 'Your order is confirmed' : 'Your credit note' },
      { kind: 'paragraph', text: `Dear ${invoice.customer.name},` },
      {
        kind: 'paragraph',
        text: isInvoice
          ? `Thank you: we have confirmed your order #${invoice.orderId}. Your VAT invoice ${number} is attached as a PDF.`
          : `Your order #${invoice.orderId} has changed, so we have cancelled invoice ${formatInvoiceNumber(invoice.creditsNumber ?? 0)} with credit note ${number}, attached as a PDF.`,
      },
      {
        kind: 'table',
        rows: [
          { label: isInvoice ? 'Invoice number' : 'Credit note number', value: number },
          { label: 'Order number', value: `#${invoice.orderId}` },
          {
            label: isInvoice ? 'Total including VAT' : 'Amount credited',
            value: formatGBP(Math.abs(invoice.figures.grossPence)),
            total: true,
          },
        ],
      },
      { kind: 'action', label: `Download ${title}`, url: to.downloadUrl },
      {
        kind: 'paragraph',
        text: `Questions? Call us on ${site.phone.display} or email ${site.email}, quoting order #${invoice.orderId}.`,
      },
    ],
    footer: businessFooter(),
  };
  return {
    ...toOutboxMessage(doc, {
      to: to.email,
      replyTo: site.email,
      subject: `${title} for order #${invoice.orderId} - ${site.tradingName}`,
      orderId: invoice.orderId,
    }),
    attachments: [to.pdf],
  };
}
