import {
  AdminCustomerPageSchema,
  AdminCustomerSchema,
  CustomerDetailsUpdateSchema,
  CustomerListQuerySchema,
  CustomerPricingUpdateSchema,
  VatRateUpdateSchema,
} from '../schemas/admin.ts';
import { idParams } from '../schemas/params.ts';
import { defineEndpoint } from './endpoint.ts';

// The back office's customers: the list, and the changes only the business may make. Each
// change answers the customer as the list shows it.

const customerParams = idParams('Invalid customer ID');

export const listCustomers = defineEndpoint({
  method: 'GET',
  path: '/api/customers',
  summary: 'One sorted page of customers, searched by name, email or company',
  access: 'admin',
  query: CustomerListQuerySchema,
  response: { status: 200, schema: AdminCustomerPageSchema },
});

export const updateCustomerPricing = defineEndpoint({
  method: 'PATCH',
  path: '/api/customers/:id/pricing',
  summary: "Set or remove a customer's custom price, its note and the date it ends (audited)",
  access: 'admin',
  params: customerParams,
  body: CustomerPricingUpdateSchema,
  response: { status: 200, schema: AdminCustomerSchema },
});

export const updateCustomerVatRate = defineEndpoint({
  method: 'PATCH',
  path: '/api/customers/:id/vat-rate',
  summary: 'Set the VAT rate charged to a customer: 0, 5 or 20 (audited)',
  access: 'admin',
  params: customerParams,
  body: VatRateUpdateSchema,
  response: { status: 200, schema: AdminCustomerSchema },
});

export const updateCustomerDetails = defineEndpoint({
  method: 'PATCH',
  path: '/api/customers/:id/details',
  summary: "Change a customer's name, company, phone and address (audited)",
  access: 'admin',
  params: customerParams,
  body: CustomerDetailsUpdateSchema,
  response: { status: 200, schema: AdminCustomerSchema },
});

export const customersAdminEndpoints = {
  listCustomers,
  updateCustomerPricing,
  updateCustomerVatRate,
  updateCustomerDetails,
};
