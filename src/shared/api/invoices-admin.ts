import { MessageResponseSchema } from '../schemas/customers.ts';
import {
  InvoiceListQuerySchema,
  InvoicePageSchema,
  InvoiceSummarySchema,
  InvoicingStatusSchema,
  IssuedInvoicesSchema,
  UninvoicedOrdersSchema,
} from '../schemas/invoices.ts';
import { idParams } from '../schemas/params.ts';
import { defineEndpoint } from './endpoint.ts';

// The back office's Invoices tab: the documents issued, whether more can be issued, and the
// confirmed orders still without one. The PDF (`/api/invoices/:id/pdf`) is a file, not JSON.

export const listInvoices = defineEndpoint({
  method: 'GET',
  path: '/api/invoices',
  summary: 'One page of invoices and credit notes, newest first',
  access: 'admin',
  area: 'invoices',
  query: InvoiceListQuerySchema,
  response: { status: 200, schema: InvoicePageSchema },
});

export const invoicingStatus = defineEndpoint({
  method: 'GET',
  path: '/api/invoices/status',
  summary: 'Whether invoices can be issued (the VAT registration number is set), and why not',
  access: 'admin',
  area: 'invoices',
  response: { status: 200, schema: InvoicingStatusSchema },
});

export const uninvoicedOrders = defineEndpoint({
  method: 'GET',
  path: '/api/invoices/uninvoiced',
  summary: 'Confirmed orders without an invoice, oldest first',
  access: 'admin',
  area: 'invoices',
  response: { status: 200, schema: UninvoicedOrdersSchema },
});

export const issueUninvoiced = defineEndpoint({
  method: 'POST',
  path: '/api/invoices/issue-uninvoiced',
  summary: 'Invoice every confirmed order without one and email each to its customer (audited)',
  access: 'admin',
  area: 'invoices',
  response: { status: 200, schema: IssuedInvoicesSchema },
});

export const resendInvoice = defineEndpoint({
  method: 'POST',
  path: '/api/invoices/:id/resend',
  summary: "Email an invoice or credit note again to its order's address (audited)",
  access: 'admin',
  area: 'invoices',
  // Each press queues an email with a PDF: enough for a busy morning, not for a stuck key.
  perMinute: 20,
  params: idParams('Invalid invoice ID'),
  response: { status: 200, schema: MessageResponseSchema },
});

export const issueInvoice = defineEndpoint({
  method: 'POST',
  path: '/api/orders/:id/invoice',
  summary: 'Invoice a confirmed order that has no invoice yet, and email it (audited)',
  access: 'admin',
  area: 'invoices',
  params: idParams('Invalid order ID'),
  response: { status: 201, schema: InvoiceSummarySchema },
});

export const invoicePdf = defineEndpoint({
  method: 'GET',
  path: '/api/invoices/:id/pdf',
  summary: 'An invoice or credit note as the PDF that was issued',
  access: 'admin',
  area: 'invoices',
  params: idParams('Invalid invoice ID'),
  response: { status: 200, file: 'application/pdf' },
});

export const invoicesAdminEndpoints = {
  listInvoices,
  invoicingStatus,
  uninvoicedOrders,
  issueUninvoiced,
  resendInvoice,
  issueInvoice,
  invoicePdf,
};
