import { formatInvoiceNumber, invoiceFileName } from '#domain/invoice';
import { penceToPounds } from '#domain/money';
import {
  INVOICE_MESSAGES,
  type InvoiceListQuery,
  type InvoicePage,
  type InvoiceSummary,
  type InvoicingStatus,
} from '#shared/schemas/invoices';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import type { AuditLog, AuditSource } from '../audit/audit-log.ts';
import { createOrdersAdminRepo } from '../orders/orders-admin.repo.ts';
import { createOrdersRepo } from '../orders/orders.repo.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { InvoiceLinks } from './invoice-links.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { createInvoiceIssuer } from './invoice-issuer.ts';
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
 * VAT invoices and credit notes (decision 015): the hooks the order changes call (issuing is
 * in invoice-issuer.ts), the listings, the downloads and re-sending.
 */
export function createInvoicesService(deps: {
  db: Database;
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  settings: Pick<SettingsService, 'get' | 'paymentSetup'>;
  links: InvoiceLinks;
  now: () => Date;
  onMailQueued: (count?: number) => void;
  audit: Pick<AuditLog, 'record'>;
}) {
  const issuer = createInvoiceIssuer(deps);
  const { seller, queueEmail, issueOnConfirmation } = issuer;

  const file = async (row: InvoiceRow | null): Promise<InvoiceFile> => {
    if (!row) throw notFound();
    return {
      fileName: invoiceFileName(row.kind, row.number),
      pdf: await renderInvoicePdf(row.document),
    };
  };

  return {
    onOrderChanged: issuer.onOrderChanged,

    /** A completed online payment: invoices the order if its confirmation could not. */
    onOrderPaid: async (tx: Database, orderId: number): Promise<number> => {
      const order = await createOrdersRepo(tx).findById(orderId);
      const issued = order && (await issueOnConfirmation(tx, order));
      if (!issued) return 0;
      await queueEmail(tx, issued, order.email);
      return 1;
    },

    /** The back office's way to invoice a confirmed order confirmed before the VAT number was set. */
    async issueForOrder(orderId: number, source: AuditSource): Promise<InvoiceSummary> {
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
        const issued = await issueOnConfirmation(tx, order);
        if (!issued) return null;
        await queueEmail(tx, issued, order.email);
        await deps.audit.record(tx, {
          action: 'order.invoice_issued',
          ...source,
          entity: { type: 'order', id: orderId },
          after: { invoice: formatInvoiceNumber(issued.number) },
        });
        return issued;
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
    async resend(id: number, source: AuditSource): Promise<{ message: string }> {
      const to = await deps.transaction(async (tx) => {
        const row = await createInvoicesRepo(tx).findById(id);
        if (!row) throw notFound();
        const order = await createOrdersRepo(tx).findById(row.orderId);
        if (!order) throw notFound();
        await queueEmail(tx, row, order.email);
        await deps.audit.record(tx, {
          action: 'order.invoice_resent',
          ...source,
          entity: { type: 'order', id: row.orderId },
          after: { document: formatInvoiceNumber(row.number), recipient: order.email },
        });
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
