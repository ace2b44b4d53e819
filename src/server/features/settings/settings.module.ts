import { settingsAudit } from '#shared/api/settings';
import type { ShopContext } from '#server/shop-context';
import { registerSettingsAdminRoutes, registerSettingsRoutes } from './settings.routes.ts';

/** The public settings the storefront reads, and the back office's Settings tab. */
export function settingsModule(ctx: ShopContext): void {
  ctx.audit.declare(settingsAudit);
  const { settings, implement } = ctx;
  registerSettingsRoutes(ctx.app, { settings, implement });
  ctx.admin((admin) => registerSettingsAdminRoutes(admin, { settings, implement }));
}
