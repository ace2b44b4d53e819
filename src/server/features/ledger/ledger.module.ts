import { paymentAudit } from '#shared/api/ledger';
import type { ShopContext } from '#server/shop-context';
import type { InvoicesService } from '../invoices/invoices.service.ts';
import { registerLedgerRoutes } from './ledger.routes.ts';
import { createLedgerService } from './ledger.service.ts';

/**
 * Payments and refunds per order; a paid order gets its invoice. A status move or edit of an
 * order that holds money settles it (order events, `money` stage): its payment status, and a
 * refund owed told to the business.
 */
export function ledgerModule(
  ctx: ShopContext,
  uses: { invoices: Pick<InvoicesService, 'onOrderPaid'> },
) {
  ctx.audit.declare(paymentAudit);
  const ledger = createLedgerService({
    db: ctx.db,
    transaction: ctx.transaction,
    now: ctx.now,
    audit: ctx.audit,
    onOrderPaid: uses.invoices.onOrderPaid,
    outbox: ctx.outbox,
  });
  for (const name of ['order.status-changed', 'order.edited'] as const) {
    ctx.orderEvents.on(name, 'money', async (tx, change) => {
      const { before, after, notifyAddress, source, at } = change;
      await ledger.orderChanged(tx, { before, after, businessAddress: notifyAddress }, source, at);
    });
  }
  ctx.admin((admin) => registerLedgerRoutes(admin, { ledger, implement: ctx.implement }));
  return { ledger };
}
