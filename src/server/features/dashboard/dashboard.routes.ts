import type { FastifyInstance } from 'fastify';
import { dashboardEndpoints } from '#shared/api/dashboard';
import type { ImplementEndpoints } from '#server/http/endpoints';
import type { DashboardService } from './dashboard.service.ts';

/** The back office's dashboard; registered inside the admin scope (admin session only). */
export function registerDashboardRoutes(
  app: FastifyInstance,
  deps: { dashboard: DashboardService; implement: ImplementEndpoints },
): void {
  deps.implement(app, dashboardEndpoints, {
    getDashboard: async ({ query }) => deps.dashboard.figures(query),
  });
}
