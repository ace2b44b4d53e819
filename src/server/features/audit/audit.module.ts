import type { ShopContext } from '#server/shop-context';
import { registerAuditRoutes } from './audit.routes.ts';
import { subscribeOrderAudit } from './order-audit.ts';

/**
 * The back office's Audit tab, and the entries of the orders feature's events; the log itself
 * is in the shared context (`ctx.audit`).
 */
export function auditModule(ctx: ShopContext): void {
  const { audit, implement } = ctx;
  subscribeOrderAudit(ctx.orderEvents, audit);
  ctx.admin((admin) => registerAuditRoutes(admin, { audit, implement }));
}
