import type { z } from 'zod';
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
  area: 'customers',
  query: CustomerListQuerySchema,
  response: { status: 200, schema: AdminCustomerPageSchema },
});

/** A change only the business makes to one customer (audited). */
const customerChange = <const Body extends z.ZodType>(part: string, summary: string, body: Body) =>
  defineEndpoint({
    method: 'PATCH',
    path: `/api/customers/:id/${part}`,
    summary,
    access: 'admin',
    area: 'customers',
    params: customerParams,
    body,
    response: { status: 200, schema: AdminCustomerSchema },
  });

export const updateCustomerPricing = customerChange(
  'pricing',
  "Set or remove a customer's custom price, its note and the date it ends (audited)",
  CustomerPricingUpdateSchema,
);

export const updateCustomerVatRate = customerChange(
  'vat-rate',
  'Set the VAT rate charged to a customer: 0, 5 or 20 (audited)',
  VatRateUpdateSchema,
);

export const updateCustomerDetails = customerChange(
  'details',
  "Change a customer's name, company, phone and address (audited)",
  CustomerDetailsUpdateSchema,
);

export const customersAdminEndpoints = {
  listCustomers,
  updateCustomerPricing,
  updateCustomerVatRate,
  updateCustomerDetails,
};
