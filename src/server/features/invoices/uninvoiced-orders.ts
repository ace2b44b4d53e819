import { formatInvoiceNumber } from '#domain/invoice';
import {
  INVOICE_MESSAGES,
  MAX_ISSUE_AT_ONCE,
  type InvoiceSummary,
  type IssuedInvoices,
  type UninvoicedOrders,
} from '#shared/schemas/invoices';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import type { AuditLog, AuditSource } from '../audit/audit-log.ts';
import { orderRecords } from '../orders/order-records.ts';
import type { createInvoiceIssuer } from './invoice-issuer.ts';
import { toSummary } from './invoice-summary.ts';
import { createInvoicesRepo, type InvoiceRow } from './invoices.repo.ts';

const invoicesCount = (n: number) => `${n} ${n === 1 ? 'invoice' : 'invoices'}`;

/**
 * Confirmed orders left without an invoice (confirmed before the VAT number was set), listed
 * and invoiced on request, one or all. Each invoice goes to the customer in an invoice email
 * of its own: the customer already had the order's confirmation.
 */
export function createUninvoicedOrders(deps: {
  db: Database;
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  issuer: ReturnType<typeof createInvoiceIssuer>;
  audit: Pick<AuditLog, 'record'>;
}) {
  const { issuer } = deps;

  const vatNumberMissing = () => new AppError('conflict', INVOICE_MESSAGES.vatNumberMissing);

  /** Invoices the locked order if it is confirmed and has no standing invoice; else null. */
  async function issueLocked(
    tx: Database,
    orderId: number,
    source: AuditSource,
  ): Promise<InvoiceRow | null> {
    const order = await orderRecords(tx).lockById(orderId);
    if (!order) return null;
    const issued = await issuer.issueOnConfirmation(tx, order);
    if (!issued) return null;
    await issuer.queueEmail(tx, issued, order);
    await deps.audit.record(tx, {
      action: 'order.invoice_issued',
      ...source,
      entity: { type: 'order', id: orderId },
      after: { invoice: formatInvoiceNumber(issued.number) },
    });
    return issued;
  }

  return {
    async uninvoiced(): Promise<UninvoicedOrders> {
      const { rows, total } = await createInvoicesRepo(deps.db).uninvoicedOrders(MAX_ISSUE_AT_ONCE);
      return {
        total,
        items: rows.map((row) => ({
          orderId: row.orderId,
          customerName: `${row.firstName} ${row.lastName}`,
          companyName: row.companyName,
          total: row.totalPrice,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    /** The back office's way to invoice one order confirmed before the VAT number was set. */
    async issueForOrder(orderId: number, source: AuditSource): Promise<InvoiceSummary> {
      if (!(await issuer.seller())) throw vatNumberMissing();
      const row = await deps.transaction(async (tx) => {
        const order = await orderRecords(tx).lockById(orderId);
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
        return issueLocked(tx, orderId, source);
      });
      if (!row) throw vatNumberMissing();
      return toSummary(row);
    },

    /**
     * Invoices every confirmed order without one (up to MAX_ISSUE_AT_ONCE, oldest first), each
     * in a transaction of its own so one order's trouble never holds back the others' numbers.
     * An order changed meanwhile (no longer confirmed, or invoiced) is passed over.
     */
    async issueAll(source: AuditSource): Promise<IssuedInvoices> {
      if (!(await issuer.seller())) throw vatNumberMissing();
      const { rows } = await createInvoicesRepo(deps.db).uninvoicedOrders(MAX_ISSUE_AT_ONCE);
      const issued: InvoiceSummary[] = [];
      for (const { orderId } of rows) {
        const row = await deps.transaction((tx) => issueLocked(tx, orderId, source));
        if (row) issued.push(toSummary(row));
      }
      const remaining = await createInvoicesRepo(deps.db).countUninvoiced();
      const left = remaining > 0 ? ` ${remaining} confirmed orders still wait for one.` : '';
      return {
        issued,
        remaining,
        message:
          issued.length === 0
            ? 'Every confirmed order has its invoice.'
            : `${invoicesCount(issued.length)} issued and emailed to the customers.${left}`,
      };
    },
  };
}
