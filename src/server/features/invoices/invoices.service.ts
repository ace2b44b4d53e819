import { formatInvoiceNumber, invoiceFileName } from '#domain/invoice';
import { parsePounds } from '#domain/money';
import {
  INVOICE_MESSAGES,
  uninvoicedNotice,
  type InvoiceListQuery,
  type InvoicePage,
  type InvoiceSummary,
  type InvoicingStatus,
} from '#shared/schemas/invoices';
import { LINK_EXPIRED } from '#shared/order-links';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import type { AuditLog, AuditSource } from '../audit/audit-log.ts';
import { attachedFiles, type Outbox } from '../mail/outbox.ts';
import type { OrderLinksService } from '../order-links/order-links.service.ts';
import { orderRecords } from '../orders/order-records.ts';
import type { OrderRow } from '../orders/order-row.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { InvoiceLinks } from './invoice-links.ts';
import { issuedPdf } from './invoice-pdf-store.ts';
import { createInvoiceIssuer } from './invoice-issuer.ts';
import { createInvoicesRepo, type InvoiceRow } from './invoices.repo.ts';
import { toListed, toSummary } from './invoice-summary.ts';
import { createUninvoicedOrders } from './uninvoiced-orders.ts';

export interface InvoiceFile {
  fileName: string;
  pdf: Buffer;
}

const notFound = () => new AppError('not_found', INVOICE_MESSAGES.notFound);

/**
 * VAT invoices and credit notes (decision 015): the hooks the order changes call (issuing is
 * in invoice-issuer.ts), the listings, the downloads and re-sending.
 */
export function createInvoicesService(deps: {
  db: Database;
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  settings: Pick<SettingsService, 'get' | 'paymentSetup' | 'certificates'>;
  links: InvoiceLinks;
  orderLinks: Pick<OrderLinksService, 'standing'>;
  now: () => Date;
  outbox: Pick<Outbox, 'queue'>;
  audit: Pick<AuditLog, 'record'>;
}) {
  const issuer = createInvoiceIssuer(deps);
  const { seller, queueEmail, issueOnConfirmation } = issuer;

  const file = async (row: InvoiceRow | null): Promise<InvoiceFile> => {
    if (!row) throw notFound();
    return {
      fileName: invoiceFileName(row.kind, row.number),
      pdf: await issuedPdf(deps.db, row, deps.now()),
    };
  };

  return {
    onOrderChanged: issuer.onOrderChanged,

    /**
     * The order's documents sent as these files (an email's attachments), ready to mail again:
     * how an email that replaces a withdrawn one carries what that one carried.
     */
    async mailedAs(tx: Database, orderId: number, fileNames: readonly string[]) {
      const order = fileNames.length > 0 ? await orderRecords(tx).findById(orderId) : null;
      if (!order) return [];
      const rows = await createInvoicesRepo(tx).listForOrder(orderId);
      const sent = rows.filter((row) => fileNames.includes(invoiceFileName(row.kind, row.number)));
      return Promise.all(sent.map((row) => issuer.mailed(tx, row, order.linkVersion)));
    },

    /** What a change would do to the order's documents, as the order would then be; writes nothing. */
    async previewChange(db: Database, order: OrderRow) {
      const plan = await issuer.planDocuments(db, order);
      return {
        creditsInvoice: plan.credit?.number ?? null,
        newInvoicePence: plan.issueAs ? parsePounds(order.totalPrice) : null,
      };
    },

    /**
     * For a confirmed order left without an invoice (the VAT number is not set), the sentence
     * that says so; otherwise null. In the transaction of the change.
     */
    async missingInvoiceNotice(tx: Database, order: OrderRow): Promise<string | null> {
      if (order.status !== 'confirmed') return null;
      if (await createInvoicesRepo(tx).liveInvoice(order.id)) return null;
      return (await seller()) ? null : uninvoicedNotice([order.id]);
    },

    ...createUninvoicedOrders({ ...deps, issuer }),

    /** A completed online payment: invoices the order if its confirmation could not. */
    onOrderPaid: async (tx: Database, orderId: number): Promise<void> => {
      const order = await orderRecords(tx).findById(orderId);
      const issued = order && (await issueOnConfirmation(tx, order));
      if (issued) await queueEmail(tx, issued, order);
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
      const files = await attachedFiles(deps.db, [...new Set(rows.map((row) => row.orderId))]);
      const items = rows.map((row) => toListed(row, files));
      return { items, total, page: query.page, pageSize: query.pageSize };
    },

    async listForCustomer(customerId: number): Promise<InvoiceSummary[]> {
      return (await createInvoicesRepo(deps.db).listForCustomer(customerId)).map(toSummary);
    },

    /** The order's documents, oldest first: what its own view lists. */
    async listForOrder(orderId: number): Promise<InvoiceSummary[]> {
      return (await createInvoicesRepo(deps.db).listForOrder(orderId)).map(toSummary);
    },

    fileForAdmin: async (id: number) => file(await createInvoicesRepo(deps.db).findById(id)),

    /** Someone else's invoice answers exactly as a missing one does. */
    fileForCustomer: async (id: number, customerId: number) =>
      file(await createInvoicesRepo(deps.db).findForCustomer(id, customerId)),

    /**
     * The guest's link: a link past its time, or from before the order's links were revoked,
     * answers 410 with how else to get the document.
     */
    async fileForToken(token: string): Promise<InvoiceFile> {
      const badLink = () => new AppError('not_found', INVOICE_MESSAGES.badLink);
      const id = deps.links.invoiceId(token);
      const row = id === null ? null : await createInvoicesRepo(deps.db).findById(id);
      const standing = row && (await deps.orderLinks.standing(row.orderId));
      if (!row || !standing) throw badLink();
      const version = deps.links.signedFor(token, standing.linkVersion);
      if (version === null) throw badLink();
      if (version !== standing.linkVersion || standing.expired) {
        throw new AppError('gone', LINK_EXPIRED.message);
      }
      return file(row);
    },

    /** Queues the document to the order's email address again. */
    async resend(id: number, source: AuditSource): Promise<{ message: string }> {
      const to = await deps.transaction(async (tx) => {
        const row = await createInvoicesRepo(tx).findById(id);
        if (!row) throw notFound();
        const order = await orderRecords(tx).findById(row.orderId);
        if (!order) throw notFound();
        await queueEmail(tx, row, order);
        await deps.audit.record(tx, {
          action: 'order.invoice_resent',
          ...source,
          entity: { type: 'order', id: row.orderId },
          after: { document: formatInvoiceNumber(row.number), recipient: order.email },
        });
        return order.email;
      });
      return { message: `Email queued for ${to}` };
    },

    invoiceNumberForOrder: (orderId: number) =>
      createInvoicesRepo(deps.db).invoiceNumberForOrder(orderId),
  };
}

/**
 * The invoices and credit notes of a person's orders, as their data export lists them; `db`
 * is the caller's read transaction.
 */
export async function documentsOfOrders(db: Database, orderIds: number[]) {
  const rows = await createInvoicesRepo(db).listForOrders(orderIds);
  return rows.map((row) => ({
    orderId: row.orderId,
    kind: row.kind,
    number: row.number,
    issuedAt: row.issuedAt,
    totalPence: row.document.figures.grossPence,
    creditsNumber: row.document.creditsNumber,
  }));
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
