import type { FastifyInstance, FastifyReply } from 'fastify';
import { invoiceFileEndpoints, invoiceListEndpoints } from '#shared/api/invoices';
import { invoicesAdminEndpoints } from '#shared/api/invoices-admin';
import { auditSource } from '#server/http/audit-source';
import type { FileBody, ImplementEndpoints } from '#server/http/endpoints';
import type { InvoiceFile, InvoicesService } from './invoices.service.ts';

/** A personal document: downloaded, never cached on the way, never indexed. */
function pdfFile(reply: FastifyReply, file: InvoiceFile): FileBody {
  void reply.header('Cache-Control', 'private, no-store').header('X-Robots-Tag', 'noindex');
  return { content: file.pdf, fileName: file.fileName };
}

/** The customer's invoices from their account, and the guest's link from the email. */
export function registerInvoiceRoutes(
  app: FastifyInstance,
  deps: { invoices: InvoicesService; implement: ImplementEndpoints },
): void {
  const { invoices } = deps;

  void app.register(async (scope) => {
    // A personal list: never cached, a refusal (401) included, so the header comes first.
    scope.addHook('onRequest', async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store');
    });
    deps.implement(scope, invoiceListEndpoints, {
      customerInvoices: async ({ customerId }) => invoices.listForCustomer(customerId),
    });
  });

  deps.implement(app, invoiceFileEndpoints, {
    customerInvoicePdf: async ({ params, customerId, reply }) =>
      pdfFile(reply, await invoices.fileForCustomer(params.id, customerId)),

    invoiceByLink: async ({ params, reply }) =>
      pdfFile(reply, await invoices.fileForToken(params.token)),
  });
}

/** The back office's Invoices tab; registered inside the admin scope (admin session only). */
export function registerInvoiceAdminRoutes(
  app: FastifyInstance,
  deps: { invoices: InvoicesService; implement: ImplementEndpoints },
): void {
  const { invoices, implement } = deps;

  implement(app, invoicesAdminEndpoints, {
    listInvoices: async ({ query }) => invoices.list(query),

    invoicingStatus: async () => invoices.status(),

    uninvoicedOrders: async () => invoices.uninvoiced(),

    issueUninvoiced: async ({ request }) => {
      const answer = await invoices.issueAll(auditSource(request, 'admin'));
      request.log.info(
        { issued: answer.issued.map((i) => i.number), remaining: answer.remaining },
        'uninvoiced orders invoiced',
      );
      return answer;
    },

    invoicePdf: async ({ params, reply }) => pdfFile(reply, await invoices.fileForAdmin(params.id)),

    resendInvoice: async ({ params, request }) => {
      const answer = await invoices.resend(params.id, auditSource(request, 'admin'));
      request.log.info({ invoiceId: params.id }, 'invoice email queued again');
      return answer;
    },

    issueInvoice: async ({ params, request }) => {
      const summary = await invoices.issueForOrder(params.id, auditSource(request, 'admin'));
      request.log.info({ orderId: summary.orderId, number: summary.number }, 'invoice issued');
      return summary;
    },
  });
}
