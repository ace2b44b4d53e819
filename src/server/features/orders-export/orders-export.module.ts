import type { ShopContext } from '#server/shop-context';
import { createOrdersExportRepo } from './orders-export.repo.ts';
import { registerOrdersExportRoutes } from './orders-export.routes.ts';
import { createOrdersExportService } from './orders-export.service.ts';

/** The back office's orders CSV and VAT summary exports. */
export function ordersExportModule(ctx: ShopContext): void {
  const exports = createOrdersExportService({
    repo: createOrdersExportRepo(ctx.db),
    onStreamError: (error) => ctx.log.error({ err: error }, 'orders export stopped'),
  });
  ctx.admin((admin) => registerOrdersExportRoutes(admin, { exports, implement: ctx.implement }));
}
