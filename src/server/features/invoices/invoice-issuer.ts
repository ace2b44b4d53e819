import { needsNewDocuments } from '#domain/invoice-changes';
import {
  creditNoteFor,
  formatInvoiceNumber,
  invoiceFileName,
  ukDate,
  type InvoiceDocument,
  type InvoicePayment,
  type InvoiceSeller,
} from '#domain/invoice';
import { parsePounds, parseSignedPounds } from '#domain/money';
import { paymentTermsText, type PaymentSetup } from '#shared/how-to-pay';
import { site } from '#shared/site';
import type { Database } from '#server/db/client';
import { pdfAttachment } from '../mail/mail-attachment.ts';
import type { Outbox } from '../mail/outbox.ts';
import { invoiceEmail, type MailedInvoice } from '../mail/templates/invoice-emails.ts';
import { orderRecords } from '../orders/order-records.ts';
import type { OrderRow } from '../orders/order-row.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { invoiceContent, invoiceFor } from './invoice-document.ts';
import type { InvoiceLinks } from './invoice-links.ts';
import { issuedPdf } from './invoice-pdf-store.ts';
import { createInvoicesRepo, type InvoiceRow } from './invoices.repo.ts';

/** What a change of an order does to its documents. */
export interface DocumentPlan {
  /** The standing invoice a credit note cancels, or null. */
  credit: InvoiceRow | null;
  /** The seller a new invoice names, or null when no invoice is issued. */
  issueAs: InvoiceSeller | null;
}

/**
 * Issues invoices and credit notes inside the transaction that confirms, changes or cancels
 * the order (the order locked), so the number, the document and its email commit with the
 * change or not at all (decision 015). Which email carries a document is the caller's choice:
 * an order's own email where the change sends one, otherwise an invoice email (queueEmail).
 */
export function createInvoiceIssuer(deps: {
  settings: Pick<SettingsService, 'get' | 'paymentSetup' | 'certificates'>;
  links: InvoiceLinks;
  outbox: Pick<Outbox, 'queue'>;
  now: () => Date;
}) {
  /** The seller as invoices name it; null until the VAT registration number is set. */
  async function seller(): Promise<InvoiceSeller | null> {
    const [vatNumber, address, setup, certificates] = await Promise.all([
      deps.settings.get('vat_number'),
      deps.settings.get('invoice_address'),
      deps.settings.paymentSetup(),
      deps.settings.certificates(),
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
      ...(certificates.enplusCertificateId
        ? { enplusCertificateId: certificates.enplusCertificateId }
        : {}),
      ...(certificates.bslSupplierNumber
        ? { bslSupplierNumber: certificates.bslSupplierNumber }
        : {}),
      paymentTerms: paymentTermsText(setup.termsDays),
      bankDetails: setup.bankDetails,
    };
  }

  /** How the order could be paid as the invoice is issued (the bank account is the seller's). */
  function paymentAtIssue(setup: PaymentSetup, order: OrderRow): InvoicePayment {
    return {
      receivedPence: parsePounds(order.amountReceived) - parsePounds(order.amountRefunded),
      orderDuePence: order.status === 'cancelled' ? 0 : parsePounds(order.totalPrice),
      ...(parseSignedPounds(order.amountWrittenOff) !== 0
        ? { writtenOffPence: parseSignedPounds(order.amountWrittenOff) }
        : {}),
      onlinePayments: setup.onlinePayments,
      cashOnDelivery: setup.cashOnDelivery,
      card: setup.card,
      termsDays: setup.termsDays,
      hasAccount: order.customerId !== null,
    };
  }

  /** Writes the document, its PDF, and notes it on the order. */
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
    await issuedPdf(tx, row, deps.now());
    await orderRecords(tx).addEvents([
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

  /** The document as an email carries it, its link of the order's current link version. */
  async function mailed(
    tx: Database,
    row: InvoiceRow,
    linkVersion: number,
  ): Promise<MailedInvoice> {
    return {
      document: row.document,
      downloadUrl: deps.links.url(row.id, linkVersion),
      pdf: pdfAttachment(
        invoiceFileName(row.kind, row.number),
        await issuedPdf(tx, row, deps.now()),
      ),
    };
  }

  /** Queues the document to the customer in an email of its own (PDF attached). */
  async function queueEmail(
    tx: Database,
    row: InvoiceRow,
    order: Pick<OrderRow, 'email' | 'linkVersion'>,
  ) {
    const mail = invoiceEmail(await mailed(tx, row, order.linkVersion), order.email);
    await deps.outbox.queue(tx, [mail]);
  }

  /** Draws the next number and writes the order's invoice, as it now is. */
  async function issue(
    tx: Database,
    order: OrderRow,
    from: InvoiceSeller,
    replaces: InvoiceRow | null,
  ): Promise<InvoiceRow> {
    const payment = paymentAtIssue(await deps.settings.paymentSetup(), order);
    const issuedAt = deps.now();
    const number = await createInvoicesRepo(tx).drawNumber();
    const replacesNumber = replaces?.number ?? null;
    return record(
      tx,
      order,
      invoiceFor(order, { number, issuedAt, seller: from, replacesNumber, payment }),
      null,
    );
  }

  /** Invoices a confirmed order that has no standing invoice; null when nothing was issued. */
  async function issueOnConfirmation(tx: Database, order: OrderRow): Promise<InvoiceRow | null> {
    if (order.status !== 'confirmed') return null;
    if (await createInvoicesRepo(tx).liveInvoice(order.id)) return null;
    const from = await seller();
    return from ? issue(tx, order, from, null) : null;
  }

  /**
   * What a change of the order (as it now is, or would be) does to its documents: its standing
   * invoice is credited when the order is no longer confirmed or the invoice would now read
   * differently (needsNewDocuments); a confirmed order without a standing invoice is invoiced
   * once the VAT number is set. Reads only, so the edit preview asks it too.
   */
  async function planDocuments(db: Database, order: OrderRow): Promise<DocumentPlan> {
    const live = await createInvoicesRepo(db).liveInvoice(order.id);
    const confirmed = order.status === 'confirmed';
    const stands =
      live !== null && confirmed && !needsNewDocuments(live.document, invoiceContent(order));
    return {
      credit: live !== null && !stands ? live : null,
      issueAs: confirmed && !stands ? await seller() : null,
    };
  }

  /**
   * Credits the standing invoice in full; the invoice itself is never altered. The note states
   * the money as it is now, against the order as changed, not as the invoice found it.
   */
  async function credit(tx: Database, order: OrderRow, live: InvoiceRow): Promise<InvoiceRow> {
    const payment = paymentAtIssue(await deps.settings.paymentSetup(), order);
    const issuedAt = deps.now();
    const number = await createInvoicesRepo(tx).drawNumber();
    const note = creditNoteFor(live.document, {
      number,
      issuedAt: issuedAt.toISOString(),
      taxPoint: ukDate(issuedAt),
    });
    return record(tx, order, { ...note, payment }, live);
  }

  /**
   * The hook for every change of an order's status or details, in its transaction (the order
   * locked): does what planDocuments decides, the new invoice naming the one it replaces.
   * Answers the documents issued, ready to mail, for the caller to send with the change's email.
   */
  async function onOrderChanged(tx: Database, order: OrderRow): Promise<MailedInvoice[]> {
    const plan = await planDocuments(tx, order);
    const credited = plan.credit ? await credit(tx, order, plan.credit) : null;
    const issued = plan.issueAs ? await issue(tx, order, plan.issueAs, plan.credit) : null;
    return Promise.all(
      [credited, issued].flatMap((row) => (row ? [mailed(tx, row, order.linkVersion)] : [])),
    );
  }

  return { seller, mailed, queueEmail, issueOnConfirmation, planDocuments, onOrderChanged };
}
