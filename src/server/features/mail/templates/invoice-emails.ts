import {
  formatInvoiceNumber,
  INVOICE_TITLES,
  replacedInvoice,
  type InvoiceDocument,
} from '#domain/invoice';
import { documentRefundSentence } from '#domain/document-money';
import { formatGBP } from '#domain/money';
import { site } from '#shared/site';
import type { Block, EmailDocument, MailAttachment } from '#server/db/email-document';
import type { OutboxMessage } from '../outbox.repo.ts';
import { businessFooter } from './format.ts';
import { toOutboxMessage } from './message.ts';

/** An invoice or credit note as an email carries it: the PDF and a link to download it again. */
export interface MailedInvoice {
  document: InvoiceDocument;
  downloadUrl: string;
  pdf: MailAttachment;
}

const titleOf = (invoice: InvoiceDocument) =>
  `${INVOICE_TITLES[invoice.kind]} ${formatInvoiceNumber(invoice.number)}`;

/** " It replaces invoice 000041." for a new invoice of a changed order; else nothing. */
function replacesText(invoice: InvoiceDocument): string {
  const replaces = replacedInvoice(invoice);
  return replaces === null ? '' : ` It replaces invoice ${formatInvoiceNumber(replaces)}.`;
}

/**
 * What an order's email says of the invoices it carries: each one named, with its download
 * link. The order confirmed and cancelled emails end with these, so one email says it all.
 */
export function invoiceBlocks(invoices: readonly MailedInvoice[]): Block[] {
  return invoices.flatMap(({ document, downloadUrl }) => [
    {
      kind: 'paragraph' as const,
      text:
        document.kind === 'invoice'
          ? `Your ${titleOf(document)} is attached as a PDF.${replacesText(document)}`
          : `We have cancelled invoice ${formatInvoiceNumber(document.creditsNumber ?? 0)} with ${titleOf(document)}, attached as a PDF.`,
    },
    { kind: 'action' as const, label: `Download ${titleOf(document)}`, url: downloadUrl },
  ]);
}

/**
 * To the customer when an invoice or credit note is issued that no order email carries (an
 * order changed, or paid online), or sent again from the back office: the PDF attached, and a
 * link to download it again that needs no account.
 */
export function invoiceEmail(
  { document: invoice, downloadUrl, pdf }: MailedInvoice,
  email: string,
): OutboxMessage {
  const number = formatInvoiceNumber(invoice.number);
  const title = titleOf(invoice);
  const isInvoice = invoice.kind === 'invoice';
  const replaces = replacedInvoice(invoice);
  const refund = documentRefundSentence(invoice);
  const doc: EmailDocument = {
    title,
    preheader: isInvoice
      ? `VAT invoice ${number} for order #${invoice.orderId} is attached.${replacesText(invoice)}`
      : `Credit note for order #${invoice.orderId}, cancelling invoice ${formatInvoiceNumber(invoice.creditsNumber ?? 0)}.`,
    blocks: [
      { kind: 'heading', text: isInvoice ? 'Your VAT invoice' : 'Your credit note' },
      { kind: 'paragraph', text: `Dear ${invoice.customer.name},` },
      {
        kind: 'paragraph',
        text: isInvoice
          ? `Your VAT invoice ${number} for order #${invoice.orderId} is attached as a PDF.${replacesText(invoice)}`
          : `Your order #${invoice.orderId} has changed, so we have cancelled invoice ${formatInvoiceNumber(invoice.creditsNumber ?? 0)} with credit note ${number}, attached as a PDF.`,
      },
      {
        kind: 'table',
        rows: [
          { label: isInvoice ? 'Invoice number' : 'Credit note number', value: number },
          ...(replaces === null
            ? []
            : [{ label: 'Replaces invoice', value: formatInvoiceNumber(replaces) }]),
          { label: 'Order number', value: `#${invoice.orderId}` },
          {
            label: isInvoice ? 'Total including VAT' : 'Amount credited',
            value: formatGBP(Math.abs(invoice.figures.grossPence)),
            total: true,
          },
        ],
      },
      ...(refund ? [{ kind: 'paragraph' as const, text: refund }] : []),
      { kind: 'action', label: `Download ${title}`, url: downloadUrl },
      {
        kind: 'paragraph',
        text: `Questions? Call us on ${site.phone.display} or email ${site.email}, quoting order #${invoice.orderId}.`,
      },
    ],
    footer: businessFooter(),
  };
  return {
    ...toOutboxMessage(doc, {
      to: email,
      replyTo: site.email,
      subject: `${title} for order #${invoice.orderId} - ${site.tradingName}`,
      orderId: invoice.orderId,
    }),
    attachments: [pdf],
  };
}
