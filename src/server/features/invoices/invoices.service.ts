import {
  creditNoteFor,
  formatInvoiceNumber,
  invoiceFileName,
  ukDate,
  type InvoiceDocument,
  type InvoiceSeller,
} from '#domain/invoice';
import { penceToPounds } from '#domain/money';
import {
  INVOICE_MESSAGES,
  type InvoiceListQuery,
  type InvoicePage,
  type InvoiceSummary,
  type InvoicingStatus,
} from '#shared/schemas/invoices';
import { site } from '#shared/site';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import { pdfAttachment } from '../mail/mail-attachment.ts';
import { createOutboxRepo } from '../mail/outbox.repo.ts';
import { invoiceEmail } from '../mail/templates/invoice-emails.ts';
import { createOrdersAdminRepo } from '../orders/orders-admin.repo.ts';
import { createOrdersRepo, type OrderRow } from '../orders/orders.repo.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { invoiceFor, invoiceMatches } from './invoice-document.ts';
import type { InvoiceLinks } from './invoice-links.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { createInvoicesRepo, type InvoiceRow } from './invoices.repo.ts';

export interface InvoiceFile {
  fileName: string;
  pdf: Buffer;
}

const notFound = () => new AppError('not_found', INVOICE_MESSAGES.notFound);

function toSummary(row: InvoiceRow): InvoiceSummary {
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
 * VAT invoices and credit notes (decision 015). Issued inside the transaction that confirms,
 * changes or cancels the order, so the number, the document and its email commit with the
 * change or not at all.
 */
export function createInvoicesService(deps: {
  db: Database;
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  settings: Pick<SettingsService, 'get'>;
  links: InvoiceLinks;
  now: () => Date;
  onMailQueued: (count?: number) => void;
}) {
  /** The seller as invoices name it; null until the VAT registration number is set. */
  async function seller(): Promise<InvoiceSeller | null> {
    const [vatNumber, address, paymentTerms] = await Promise.all([
      deps.settings.get('vat_number'),
      deps.settings.get('invoice_address'),
      deps.settings.get('payment_terms'),
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
      paymentTerms,
    };
  }

  /** Writes the document, queues it to the customer (PDF attached) and notes it on the order. */
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
    await queueEmail(tx, row, order.email);
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

  async function queueEmail(tx: Database, row: InvoiceRow, email: string) {
    const pdf = await renderInvoicePdf(row.document);
    await createOutboxRepo(tx).enqueue([
      invoiceEmail(row.document, {
        email,
        downloadUrl: deps.links.url(row.id),
        pdf: pdfAttachment(invoiceFileName(row.kind, row.number), pdf),
      }),
    ]);
  }

  /** Invoices a confirmed order that has no standing invoice; null when nothing was issued. */
  async function issueOnConfirmation(tx: Database, order: OrderRow): Promise<InvoiceRow | null> {
    if (order.status !== 'confirmed') return null;
    const repo = createInvoicesRepo(tx);
    if (await repo.liveInvoice(order.id)) return null;
    const from = await seller();
    if (!from) return null;
    const issuedAt = deps.now();
    const number = await repo.drawNumber();
    return record(tx, order, invoiceFor(order, { number, issuedAt, seller: from }), null);
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

  const file = async (row: InvoiceRow | null): Promise<InvoiceFile> => {
    if (!row) throw notFound();
    return {
      fileName: invoiceFileName(row.kind, row.number),
      pdf: await renderInvoicePdf(row.document),
    };
  };

  /**
   * The hook for every change of an order's status or details, in its transaction (the order
   * locked): credits a standing invoice that no longer holds, then invoices a confirmed order.
   * Answers how many emails were queued, for the caller to send once it has committed.
   */
  async function onOrderChanged(tx: Database, order: OrderRow): Promise<number> {
    const credited = await creditOnChange(tx, order);
    const issued = await issueOnConfirmation(tx, order);
    return (credited ? 1 : 0) + (issued ? 1 : 0);
  }

  return {
    onOrderChanged,

    /** A completed online payment: invoices the order if its confirmation could not. */
    onOrderPaid: async (tx: Database, orderId: number): Promise<number> => {
      const order = await createOrdersRepo(tx).findById(orderId);
      return order && (await issueOnConfirmation(tx, order)) ? 1 : 0;
    },

    /** The back office's way to invoice a confirmed order confirmed before the VAT number was set. */
    async issueForOrder(orderId: number): Promise<InvoiceSummary> {
      if (!(await seller())) throw new AppError('conflict', INVOICE_MESSAGES.vatNumberMissing);
      const row = await deps.transaction(async (tx) => {
        const order = await createOrdersAdminRepo(tx).lockById(orderId);
        if (!order) throw new AppError('not_found', 'Order not found');
        if (order.status !== 'confirmed') {
          throw new AppError('conflict', INVOICE_MESSAGES.notConfirmed);
        }
        const live = await createInvoicesRepo(tx).liveInvoice(orderId);
        if (live) {
          throw new AppError(
            'conflict',
            `Order #${orderId} already has invoice ${formatInvoiceNumber(live.number)}.`,
          );
        }
        return issueOnConfirmation(tx, order);
      });
      if (!row) throw new AppError('conflict', INVOICE_MESSAGES.vatNumberMissing);
      deps.onMailQueued();
      return toSummary(row);
    },

    async status(): Promise<InvoicingStatus> {
      const ready = (await seller()) !== null;
      return { ready, message: ready ? null : INVOICE_MESSAGES.vatNumberMissing };
    },

    async list(query: InvoiceListQuery): Promise<InvoicePage> {
      const { rows, total } = await createInvoicesRepo(deps.db).list({
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return { items: rows.map(toSummary), total, page: query.page, pageSize: query.pageSize };
    },

    async listForCustomer(customerId: number): Promise<InvoiceSummary[]> {
      return (await createInvoicesRepo(deps.db).listForCustomer(customerId)).map(toSummary);
    },

    fileForAdmin: async (id: number) => file(await createInvoicesRepo(deps.db).findById(id)),

    /** Someone else's invoice answers exactly as a missing one does. */
    fileForCustomer: async (id: number, customerId: number) =>
      file(await createInvoicesRepo(deps.db).findForCustomer(id, customerId)),

    async fileForToken(token: string): Promise<InvoiceFile> {
      const id = deps.links.verify(token);
      if (id === null) throw new AppError('not_found', INVOICE_MESSAGES.badLink);
      return file(await createInvoicesRepo(deps.db).findById(id));
    },

    /** Queues the document to the order's email address again. */
    async resend(id: number): Promise<{ message: string }> {
      const to = await deps.transaction(async (tx) => {
        const row = await createInvoicesRepo(tx).findById(id);
        if (!row) throw notFound();
        const order = await createOrdersRepo(tx).findById(row.orderId);
        if (!order) throw notFound();
        await queueEmail(tx, row, order.email);
        return order.email;
      });
      deps.onMailQueued();
      return { message: `Email queued for ${to}` };
    },

    invoiceNumberForOrder: (orderId: number) =>
      createInvoicesRepo(deps.db).invoiceNumberForOrder(orderId),
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
