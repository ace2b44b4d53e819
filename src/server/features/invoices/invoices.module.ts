import type { ShopContext } from '#server/shop-context';
import type { OrderLinksService } from '../order-links/order-links.service.ts';
import { createInvoiceLinks } from './invoice-links.ts';
import { registerInvoiceAdminRoutes, registerInvoiceRoutes } from './invoices.routes.ts';
import { createInvoicesService } from './invoices.service.ts';

/** Invoices and credit notes: numbering, stored PDFs, guest links, the Invoices tab. */
export function invoicesModule(ctx: ShopContext, uses: { orderLinks: OrderLinksService }) {
  const { config, route } = ctx;
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
  registerInvoiceRoutes(ctx.app, { invoices, route });
  ctx.admin((admin) => registerInvoiceAdminRoutes(admin, { invoices, route }));
  return { invoices };
}
