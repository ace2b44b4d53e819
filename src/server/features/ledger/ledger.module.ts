import type { ShopContext } from '#server/shop-context';
import type { InvoicesService } from '../invoices/invoices.service.ts';
import { registerLedgerRoutes } from './ledger.routes.ts';
import { createLedgerService } from './ledger.service.ts';

/** Payments and refunds per order; a paid order gets its invoice. */
export function ledgerModule(
  ctx: ShopContext,
  uses: { invoices: Pick<InvoicesService, 'onOrderPaid'> },
) {
  const ledger = createLedgerService({
    db: ctx.db,
    transaction: ctx.transaction,
    now: ctx.now,
    audit: ctx.audit,
    onOrderPaid: uses.invoices.onOrderPaid,
    outbox: ctx.outbox,
  });
  ctx.admin((admin) => registerLedgerRoutes(admin, { ledger, route: ctx.route }));
  return { ledger };
}
