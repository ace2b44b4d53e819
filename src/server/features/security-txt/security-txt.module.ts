import type { ShopContext } from '#server/shop-context';
import { registerSecurityTxtRoutes } from './security-txt.routes.ts';

/** `/.well-known/security.txt`, its contact read from the settings. */
export function securityTxtModule(ctx: ShopContext): void {
  const { settings, now } = ctx;
  registerSecurityTxtRoutes(ctx.app, { settings, publicUrl: ctx.config.publicUrl, now });
}
