import type { FastifyInstance } from 'fastify';
import { customersAdminEndpoints } from '#shared/api/customers-admin';
import { auditSource } from '#server/http/audit-source';
import type { ImplementEndpoints } from '#server/http/endpoints';
import type { CustomersAdminService } from './customers-admin.service.ts';

/** The back office's customer routes; registered inside the admin scope (admin session only). */
export function registerCustomerAdminRoutes(
  app: FastifyInstance,
  deps: { customers: CustomersAdminService; implement: ImplementEndpoints },
): void {
  const { customers } = deps;

  deps.implement(app, customersAdminEndpoints, {
    listCustomers: async ({ query }) => customers.list(query),

    updateCustomerPricing: async ({ params, body, request }) =>
      customers.setPricing(params.id, body, auditSource(request, 'admin')),

    updateCustomerVatRate: async ({ params, body, request }) =>
      customers.setVatRate(params.id, body.vatRate, auditSource(request, 'admin')),

    updateCustomerDetails: async ({ params, body, request }) =>
      customers.updateDetails(params.id, body, auditSource(request, 'admin')),
  });
}
