import { z } from 'zod';
import { LINK_RATE_PER_MINUTE } from '../order-links.ts';
import { InvoiceSummarySchema, InvoiceTokenSchema } from '../schemas/invoices.ts';
import { idParams } from '../schemas/params.ts';
import { defineEndpoint } from './endpoint.ts';

// The storefront's invoices: what a signed-in customer lists and downloads in their account, and
// the guest's link from the email. The back office's invoices are in invoices-admin.ts, so no
// storefront code names them.

export const customerInvoices = defineEndpoint({
  method: 'GET',
  path: '/api/customers/invoices',
  summary: "The signed-in customer's invoices and credit notes, newest first (never cached)",
  access: 'customer',
  response: { status: 200, schema: z.array(InvoiceSummarySchema) },
});

export const customerInvoicePdf = defineEndpoint({
  method: 'GET',
  path: '/api/customers/invoices/:id/pdf',
  summary: "One of the signed-in customer's invoices or credit notes as a PDF",
  access: 'customer',
  perMinute: LINK_RATE_PER_MINUTE,
  params: idParams('Invalid invoice ID'),
  response: { status: 200, file: 'application/pdf' },
});

export const invoiceByLink = defineEndpoint({
  method: 'GET',
  // Named `token`, though it ends in .pdf: a path parameter so named is masked in the logs.
  path: '/invoices/:token',
  summary: "An invoice's PDF by the link in its email (`<token>.pdf`), for a guest",
  access: 'public',
  perMinute: LINK_RATE_PER_MINUTE,
  params: z.object({
    token: z
      .string()
      .transform((file) => file.replace(/\.pdf$/, ''))
      .pipe(InvoiceTokenSchema),
  }),
  response: { status: 200, file: 'application/pdf' },
});

// Two groups: the list is registered in a scope that marks even its refusals no-store.
export const invoiceListEndpoints = { customerInvoices };

export const invoiceFileEndpoints = { customerInvoicePdf, invoiceByLink };
