import type { FastifyInstance, FastifyReply } from 'fastify';
import { accountDataEndpoints } from '#shared/api/customers';
import { dataRequestEndpoints } from '#shared/api/data-requests';
import { auditSource } from '#server/http/audit-source';
import type { FileBody, ImplementEndpoints } from '#server/http/endpoints';
import type { DataFile, DataRequestsService } from './data-requests.service.ts';

/** A person's data is theirs alone: saved as a file, never kept by a browser cache or proxy. */
function asJsonFile(reply: FastifyReply, file: DataFile): FileBody {
  void reply.header('Cache-Control', 'no-store');
  return { content: JSON.stringify(file.data, null, 2), fileName: file.fileName };
}

/** The signed-in customer's own data (per-account limit in the service). */
export function registerDataRequestRoutes(
  app: FastifyInstance,
  deps: { dataRequests: DataRequestsService; implement: ImplementEndpoints },
): void {
  deps.implement(app, accountDataEndpoints, {
    downloadMyData: async ({ customerId, request, reply }) =>
      asJsonFile(
        reply,
        await deps.dataRequests.exportForCustomer(customerId, auditSource(request, 'customer')),
      ),
  });
}

/** The back office's data requests by email address; registered inside the admin scope. */
export function registerDataRequestAdminRoutes(
  app: FastifyInstance,
  deps: { dataRequests: DataRequestsService; implement: ImplementEndpoints },
): void {
  deps.implement(app, dataRequestEndpoints, {
    lookUpDataRequest: async ({ query, request }) =>
      deps.dataRequests.lookUp(query.email, auditSource(request, 'admin')),

    downloadDataRequest: async ({ query, request, reply }) =>
      asJsonFile(
        reply,
        await deps.dataRequests.exportForEmail(query.email, auditSource(request, 'admin')),
      ),
  });
}
