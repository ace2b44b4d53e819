import type { FastifyInstance } from 'fastify';
import {
  CustomerDetailsUpdateSchema,
  CustomerListQuerySchema,
  CustomerPricingUpdateSchema,
  VatRateUpdateSchema,
} from '#shared/schemas/admin';
import { auditSource } from '#server/http/audit-source';
import { idParam, validate } from '#server/http/validate';
import type { CustomersAdminService } from './customers-admin.service.ts';

const INVALID_CUSTOMER_ID = 'Invalid customer ID';

/** The back office's customer routes; registered inside the admin scope (admin session only). */
export function registerCustomerAdminRoutes(
  app: FastifyInstance,
  deps: { customers: CustomersAdminService },
): void {
  const { customers } = deps;
  const customerId = (params: unknown) => idParam(params, INVALID_CUSTOMER_ID);

  app.get('/api/customers', async (request) =>
    customers.list(validate(CustomerListQuerySchema, request.query)),
  );

  app.patch('/api/customers/:id/pricing', async (request) => {
    const update = validate(CustomerPricingUpdateSchema, request.body);
    return customers.setPricing(customerId(request.params), update, auditSource(request, 'admin'));
  });

  app.patch('/api/customers/:id/vat-rate', async (request) => {
    const { vatRate } = validate(VatRateUpdateSchema, request.body);
    return customers.setVatRate(customerId(request.params), vatRate, auditSource(request, 'admin'));
  });

  app.patch('/api/customers/:id/details', async (request) => {
    const details = validate(CustomerDetailsUpdateSchema, request.body);
    return customers.updateDetails(
      customerId(request.params),
      details,
      auditSource(request, 'admin'),
    );
  });
}
