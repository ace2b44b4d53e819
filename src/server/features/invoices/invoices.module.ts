import type { ShopContext } from '#server/shop-context';
import type { OrderLinksService } from '../order-links/order-links.service.ts';
import { createInvoiceLinks } from './invoice-links.ts';
import { registerInvoiceAdminRoutes, registerInvoiceRoutes } from './invoices.routes.ts';
import { createInvoicesService } from './invoices.service.ts';

/**
 * Invoices and credit notes: numbering, stored PDFs, guest links, the Invoices tab. Every
 * change of an order (order events, `documents` stage) credits or replaces its invoice as
 * needed; what it issued goes with the change's email, so it is left in the change's
 * reactions.
 */
export function invoicesModule(ctx: ShopContext, uses: { orderLinks: OrderLinksService }) {
  const { config, implement } = ctx;
  const invoices = createInvoicesService({
    db: ctx.db,
    transaction: ctx.transaction,
    settings: ctx.settings,
    links: createInvoiceLinks(config.sessionSecret, config.publicUrl),
    orderLinks: uses.orderLinks,
    now: ctx.now,
    outbox: ctx.outbox,
    audit: ctx.audit,
  });
  for (const name of ['order.status-changed', 'order.edited', 'order.customer-linked'] as const) {
    ctx.orderEvents.on(name, 'documents', async (tx, { after, reactions }) => {
      reactions.documents.push(...(await invoices.onOrderChanged(tx, after)));
    });
  }
  registerInvoiceRoutes(ctx.app, { invoices, implement });
  ctx.admin((admin) => registerInvoiceAdminRoutes(admin, { invoices, implement }));
  return { invoices };
}
