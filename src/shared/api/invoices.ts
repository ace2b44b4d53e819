import { z } from 'zod';
import { InvoiceSummarySchema } from '../schemas/invoices.ts';
import { defineEndpoint } from './endpoint.ts';

// The storefront's invoices: what a signed-in customer lists in their account. The PDF
// downloads (`/api/customers/invoices/:id/pdf`, `/invoices/:file`) are files, not JSON answers;
// the back office's invoices are in invoices-admin.ts, so no storefront code names them.

export const customerInvoices = defineEndpoint({
  method: 'GET',
  path: '/api/customers/invoices',
  summary: "The signed-in customer's invoices and credit notes, newest first (never cached)",
  access: 'customer',
  response: { status: 200, schema: z.array(InvoiceSummarySchema) },
});
