import type { FastifyInstance } from 'fastify';
import { getDashboard } from '#shared/api/dashboard';
import type { EndpointRoutes } from '#server/http/endpoints';
import type { DashboardService } from './dashboard.service.ts';

/** The back office's dashboard; registered inside the admin scope (admin session only). */
export function registerDashboardRoutes(
  app: FastifyInstance,
  deps: { dashboard: DashboardService; route: EndpointRoutes },
): void {
  deps.route(app, getDashboard, async ({ query }) => deps.dashboard.figures(query));
}
