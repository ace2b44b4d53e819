import type { FastifyInstance, FastifyReply } from 'fastify';
import { downloadMyData } from '#shared/api/customers';
import { downloadDataRequest, lookUpDataRequest } from '#shared/api/data-requests';
import { auditSource } from '#server/http/audit-source';
import type { EndpointRoutes, FileBody } from '#server/http/endpoints';
import type { DataFile, DataRequestsService } from './data-requests.service.ts';

/** A person's data is theirs alone: saved as a file, never kept by a browser cache or proxy. */
function asJsonFile(reply: FastifyReply, file: DataFile): FileBody {
  void reply.header('Cache-Control', 'no-store');
  return { content: JSON.stringify(file.data, null, 2), fileName: file.fileName };
}

/** The signed-in customer's own data (per-account limit in the service). */
export function registerDataRequestRoutes(
  app: FastifyInstance,
  deps: { dataRequests: DataRequestsService; route: EndpointRoutes },
): void {
  deps.route(app, downloadMyData, async ({ customerId, request, reply }) =>
    asJsonFile(
      reply,
      await deps.dataRequests.exportForCustomer(customerId, auditSource(request, 'customer')),
    ),
  );
}

/** The back office's data requests by email address; registered inside the admin scope. */
export function registerDataRequestAdminRoutes(
  app: FastifyInstance,
  deps: { dataRequests: DataRequestsService; route: EndpointRoutes },
): void {
  deps.route(app, lookUpDataRequest, async ({ query, request }) =>
    deps.dataRequests.lookUp(query.email, auditSource(request, 'admin')),
  );

  deps.route(app, downloadDataRequest, async ({ query, request, reply }) =>
    asJsonFile(
      reply,
      await deps.dataRequests.exportForEmail(query.email, auditSource(request, 'admin')),
    ),
  );
}
