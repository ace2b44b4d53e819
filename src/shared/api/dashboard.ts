import { DashboardQuerySchema, DashboardSchema } from '../schemas/dashboard.ts';
import { defineEndpoint } from './endpoint.ts';

export const getDashboard = defineEndpoint({
  method: 'GET',
  path: '/api/admin/dashboard',
  summary: "The back office's sales figures, open work and weekly charts for a period",
  access: 'admin',
  area: 'dashboard',
  query: DashboardQuerySchema,
  response: { status: 200, schema: DashboardSchema },
});

export const dashboardEndpoints = { getDashboard };
