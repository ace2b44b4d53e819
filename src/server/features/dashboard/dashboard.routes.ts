import type { FastifyInstance } from 'fastify';
import { DashboardQuerySchema } from '#shared/schemas/dashboard';
import { validate } from '#server/http/validate';
import type { DashboardService } from './dashboard.service.ts';

/** The back office's dashboard; registered inside the admin scope (admin session only). */
export function registerDashboardRoutes(
  app: FastifyInstance,
  deps: { dashboard: DashboardService },
): void {
  app.get('/api/admin/dashboard', async (request) =>
    deps.dashboard.figures(validate(DashboardQuerySchema, request.query)),
  );
}
