import type { FastifyInstance, FastifyReply } from 'fastify';
import { DataRequestQuerySchema } from '#shared/schemas/data-requests';
import { lookUpDataRequest } from '#shared/api/data-requests';
import { auditSource } from '#server/http/audit-source';
import type { EndpointRoutes } from '#server/http/endpoints';
import type { Sessions } from '#server/http/sessions';
import { validate } from '#server/http/validate';
import type { DataFile, DataRequestsService } from './data-requests.service.ts';

/** A person's data is theirs alone: saved as a file, never kept by a browser cache or proxy. */
const asJsonFile = (reply: FastifyReply, file: DataFile) =>
  reply
    .header('Cache-Control', 'no-store')
    .type('application/json; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .send(JSON.stringify(file.data, null, 2));

/** The signed-in customer's own data (per-account limit in the service). */
export function registerDataRequestRoutes(
  app: FastifyInstance,
  deps: { dataRequests: DataRequestsService; sessions: Pick<Sessions, 'requireCustomer'> },
): void {
  app.get('/api/customers/me/data-export', async (request, reply) => {
    const customerId = await deps.sessions.requireCustomer(request);
    const file = await deps.dataRequests.exportForCustomer(
      customerId,
      auditSource(request, 'customer'),
    );
    return asJsonFile(reply, file);
  });
}

/** The back office's data requests by email address; registered inside the admin scope. */
export function registerDataRequestAdminRoutes(
  app: FastifyInstance,
  deps: { dataRequests: DataRequestsService; route: EndpointRoutes },
): void {
  deps.route(app, lookUpDataRequest, async ({ query, request }) =>
    deps.dataRequests.lookUp(query.email, auditSource(request, 'admin')),
  );

  app.get('/api/admin/data-requests/export', async (request, reply) => {
    const { email } = validate(DataRequestQuerySchema, request.query);
    return asJsonFile(
      reply,
      await deps.dataRequests.exportForEmail(email, auditSource(request, 'admin')),
    );
  });
}
