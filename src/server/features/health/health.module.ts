import type { ShopContext } from '#server/shop-context';
import { registerHealthRoutes } from './health.routes.ts';

/** `GET /healthz`: fails while the server drains (`stopping`) or the database does not answer. */
export function healthModule(ctx: ShopContext, uses: { stopping: () => boolean }): void {
  registerHealthRoutes(ctx.app, { ping: ctx.database.ping, stopping: uses.stopping });
}
