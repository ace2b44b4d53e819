import {
  creditNoteFor,
  formatInvoiceNumber,
  invoiceFileName,
  ukDate,
  type InvoiceDocument,
  type InvoicePayment,
  type InvoiceSeller,
} from '#domain/invoice';
import { parsePounds } from '#domain/money';
import { paymentTermsText, type PaymentSetup } from '#shared/how-to-pay';
import { site } from '#shared/site';
import type { Database } from '#server/db/client';
import { pdfAttachment } from '../mail/mail-attachment.ts';
import { createOutboxRepo } from '../mail/outbox.repo.ts';
import { invoiceEmail, type MailedInvoice } from '../mail/templates/invoice-emails.ts';
import { createOrdersRepo, type OrderRow } from '../orders/orders.repo.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { invoiceFor, invoiceMatches } from './invoice-document.ts';
import type { InvoiceLinks } from './invoice-links.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { createInvoicesRepo, type InvoiceRow } from './invoices.repo.ts';

/**
 * Issues invoices and credit notes inside the transaction that confirms, changes or cancels
 * the order (the order locked), so the number, the document and its email commit with the
 * change or not at all (decision 015). Which email carries a document is the caller's choice:
 * an order's own email where the change sends one, otherwise an invoice email (queueEmail).
 */
export function createInvoiceIssuer(deps: {
  settings: Pick<SettingsService, 'get' | 'paymentSetup'>;
  links: InvoiceLinks;
  now: () => Date;
}) {
  /** The seller as invoices name it; null until the VAT registration number is set. */
  async function seller(): Promise<InvoiceSeller | null> {
    const [vatNumber, address, setup] = await Promise.all([
      deps.settings.get('vat_number'),
      deps.settings.get('invoice_address'),
      deps.settings.paymentSetup(),
    ]);
    if (!vatNumber) return null;
    return {
      name: `${site.companyName}, trading as ${site.tradingName}`,
      addressLines: address
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      vatNumber,
      companyNumber: site.companyNumber,
      paymentTerms: paymentTermsText(setup.termsDays),
      bankDetails: setup.bankDetails,
    };
  }

  /** How the order could be paid as the invoice is issued (the bank account is the seller's). */
  function paymentAtIssue(setup: PaymentSetup, order: OrderRow): InvoicePayment {
    return {
      receivedPence: parsePounds(order.amountReceived) - parsePounds(order.amountRefunded),
      onlinePayments: setup.onlinePayments,
      cashOnDelivery: setup.cashOnDelivery,
      card: setup.card,
      termsDays: setup.termsDays,
      hasAccount: order.customerId !== null,
    };
  }

  /** Writes the document and notes it on the order. */
  async function record(
    tx: Database,
    order: OrderRow,
    document: InvoiceDocument,
    credited: InvoiceRow | null,
  ): Promise<InvoiceRow> {
    const row = await createInvoicesRepo(tx).insert({
      number: document.number,
      kind: document.kind,
      orderId: order.id,
      creditsInvoiceId: credited?.id ?? null,
      issuedAt: new Date(document.issuedAt),
      document,
    });
    await createOrdersRepo(tx).addEvents([
      {
        orderId: order.id,
        actor: 'system',
        type: document.kind === 'invoice' ? 'invoice_issued' : 'credit_note_issued',
        field: 'invoice',
        oldValue: credited ? formatInvoiceNumber(credited.number) : null,
        newValue: formatInvoiceNumber(document.number),
        createdAt: new Date(document.issuedAt),
      },
    ]);
    return row;
  }

  /** The document as an email carries it. */
  async function mailed(row: InvoiceRow): Promise<MailedInvoice> {
    return {
      document: row.document,
      downloadUrl: deps.links.url(row.id),
      pdf: pdfAttachment(
        invoiceFileName(row.kind, row.number),
        await renderInvoicePdf(row.document),
      ),
    };
  }

  /** Queues the document to the customer in an email of its own (PDF attached). */
  async function queueEmail(tx: Database, row: InvoiceRow, email: string) {
    await createOutboxRepo(tx).enqueue([invoiceEmail(await mailed(row), email)]);
  }

  /** Invoices a confirmed order that has no standing invoice; null when nothing was issued. */
  async function issueOnConfirmation(tx: Database, order: OrderRow): Promise<InvoiceRow | null> {
    if (order.status !== 'confirmed') return null;
    const repo = createInvoicesRepo(tx);
    if (await repo.liveInvoice(order.id)) return null;
    const from = await seller();
    if (!from) return null;
    const payment = paymentAtIssue(await deps.settings.paymentSetup(), order);
    const issuedAt = deps.now();
    const number = await repo.drawNumber();
    return record(tx, order, invoiceFor(order, { number, issuedAt, seller: from, payment }), null);
  }

  /**
   * Credits the order's standing invoice in full when the order no longer stands as invoiced:
   * cancelled or back to pending, or changed in what the invoice says. The invoice itself is
   * never altered; issueOnConfirmation then invoices the order as it now is.
   */
  async function creditOnChange(tx: Database, order: OrderRow): Promise<InvoiceRow | null> {
    const repo = createInvoicesRepo(tx);
    const live = await repo.liveInvoice(order.id);
    if (!live) return null;
    if (order.status === 'confirmed' && invoiceMatches(live.document, order)) return null;
    const issuedAt = deps.now();
    const number = await repo.drawNumber();
    const note = creditNoteFor(live.document, {
      number,
      issuedAt: issuedAt.toISOString(),
      taxPoint: ukDate(issuedAt),
    });
    return record(tx, order, note, live);
  }

  /**
   * The hook for every change of an order's status or details, in its transaction (the order
   * locked): credits a standing invoice that no longer holds, then invoices a confirmed order.
   * Answers the documents issued, ready to mail, for the caller to send with the change's email.
   */
  async function onOrderChanged(tx: Database, order: OrderRow): Promise<MailedInvoice[]> {
    const credited = await creditOnChange(tx, order);
    const issued = await issueOnConfirmation(tx, order);
    return Promise.all([credited, issued].flatMap((row) => (row ? [mailed(row)] : [])));
  }

  return { seller, queueEmail, issueOnConfirmation, onOrderChanged };
}
