import type { FastifyInstance } from 'fastify';
import {
  listCustomers,
  updateCustomerDetails,
  updateCustomerPricing,
  updateCustomerVatRate,
} from '#shared/api/customers-admin';
import { auditSource } from '#server/http/audit-source';
import type { EndpointRoutes } from '#server/http/endpoints';
import type { CustomersAdminService } from './customers-admin.service.ts';

/** The back office's customer routes; registered inside the admin scope (admin session only). */
export function registerCustomerAdminRoutes(
  app: FastifyInstance,
  deps: { customers: CustomersAdminService; route: EndpointRoutes },
): void {
  const { customers } = deps;

  deps.route(app, listCustomers, async ({ query }) => customers.list(query));

  deps.route(app, updateCustomerPricing, async ({ params, body, request }) =>
    customers.setPricing(params.id, body, auditSource(request, 'admin')),
  );

  deps.route(app, updateCustomerVatRate, async ({ params, body, request }) =>
    customers.setVatRate(params.id, body.vatRate, auditSource(request, 'admin')),
  );

  deps.route(app, updateCustomerDetails, async ({ params, body, request }) =>
    customers.updateDetails(params.id, body, auditSource(request, 'admin')),
  );
}
