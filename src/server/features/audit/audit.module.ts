import type { ShopContext } from '#server/shop-context';
import { registerAuditRoutes } from './audit.routes.ts';

/** The back office's Audit tab; the log itself is in the shared context (`ctx.audit`). */
export function auditModule(ctx: ShopContext): void {
  const { audit, route } = ctx;
  ctx.admin((admin) => registerAuditRoutes(admin, { audit, route }));
}
