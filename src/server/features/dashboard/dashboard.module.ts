import type { ShopContext } from '#server/shop-context';
import { createDashboardRepo } from './dashboard.repo.ts';
import { registerDashboardRoutes } from './dashboard.routes.ts';
import { createDashboardService } from './dashboard.service.ts';

/** The back office's sales figures and charts. */
export function dashboardModule(ctx: ShopContext): void {
  const dashboard = createDashboardService({ repo: createDashboardRepo(ctx.db), now: ctx.now });
  const { implement } = ctx;
  ctx.admin((admin) => registerDashboardRoutes(admin, { dashboard, implement }));
}
